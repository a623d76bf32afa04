"use client";

/**
 * What narrows an appointment list, kept in the URL so Back and a shared link show the same
 * list: the status filter on every table (?status=cancelled, the server's STATUS_FILTERS)
 * and, on All Appointments, a search by name or phone (?q=asha, sent as `search=`).
 */
import { useCallback } from "react";
import { FilterSelect, type FilterOption } from "../ui/filter-select";
import { SearchForm } from "../ui/search-box";
import { MAX_APPOINTMENT_SEARCH, STATUS_FILTERS, type StatusFilter } from "@/lib/shared/validation/appointments";
import type { AppointmentFilters } from "./appointment-format";
import { useUrlState } from "../query/url-state";

/** The search waits this long after typing stops (a phone number is typed in bursts). */
export const APPOINTMENT_SEARCH_DEBOUNCE_MS = 500;

const isStatusFilter = (value: string | null): value is StatusFilter => !!value && Object.hasOwn(STATUS_FILTERS, value);

/** The URL's filters (an unknown status reads as none) and how to change them; a change goes back to page 1. */
export function useAppointmentFilters(searchable: boolean) {
  const [params, setParams] = useUrlState();
  const status = params.get("status");
  const filters: AppointmentFilters = {
    status: isStatusFilter(status) ? status : null,
    search: searchable ? (params.get("q") ?? "").trim().slice(0, MAX_APPOINTMENT_SEARCH) : "",
  };
  const setStatus = useCallback((next: StatusFilter | null) => setParams({ status: next, page: null }), [setParams]);
  const setSearch = useCallback((term: string) => setParams({ q: term, page: null }), [setParams]);
  return { filters, filtered: filters.status !== null || filters.search !== "", setStatus, setSearch };
}

/** "Show": every appointment or one status group (the server's STATUS_FILTERS). */
const STATUS_OPTIONS: FilterOption[] = [
  ["", "All appointments"],
  ...Object.entries(STATUS_FILTERS).map(([name, { label }]) => [name, label] as const),
];

export function StatusFilterSelect({
  value,
  onChange,
}: {
  value: StatusFilter | null;
  onChange: (value: StatusFilter | null) => void;
}) {
  return (
    <FilterSelect
      label="Show"
      value={value ?? ""}
      options={STATUS_OPTIONS}
      onChange={(next) => onChange(isStatusFilter(next) ? next : null)}
    />
  );
}

/**
 * Search by name or phone: the list follows the typing after a short pause, Enter at once;
 * × clears it. The term itself is the URL's, so the box follows Back and Forward.
 */
export function AppointmentSearch({ search, onSearch }: { search: string; onSearch: (term: string) => void }) {
  return (
    <SearchForm
      search={search}
      onSearch={onSearch}
      debounceMs={APPOINTMENT_SEARCH_DEBOUNCE_MS}
      label="Search appointments by name or phone"
      placeholder="Search by name or phone"
      maxLength={MAX_APPOINTMENT_SEARCH}
      className="relative min-w-0 flex-1 basis-64 sm:max-w-md"
    />
  );
}
