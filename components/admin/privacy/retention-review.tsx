"use client";

/**
 * The retention review (FEATURES.md §7): the patients whose last visit is older than the
 * retention period and who have nothing booked ahead, oldest first, for a person to look at.
 * Nothing here deletes: Open profile leads to the patient, where Delete patient is.
 * A table from 768 px, a card per patient below.
 */
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { SolidIcon } from "@/components/ui/solid-icon";
import type { RetentionList } from "@/lib/shared/api/privacy";
import { EmptyState, ListPending } from "../ui/list-states";
import { plural, RefreshButton } from "../ui/list-toolbar";
import { useRetention } from "./queries";
import { dayText } from "./privacy-format";
import { CARD } from "../ui/panel";

const COLUMNS = [
  ["Patient", "py-3 pl-5 pr-3"],
  ["Last visit", "px-3 py-3"],
  ["Appointments", "px-3 py-3 text-right"],
  ["Reports", "px-3 py-3 text-right"],
  ["", "py-3 pl-3 pr-5"],
] as const;

export function RetentionReview({ onProfile }: { onProfile: (patientId: number, opener: HTMLElement) => void }) {
  const headingId = useId();
  const list = useRetention();
  const data = list.data ?? null;

  return (
    <section aria-labelledby={headingId} className={`${CARD} overflow-hidden`} data-testid="retention-review">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3 border-b border-slate-200 px-4 py-4 sm:px-5">
        <div className="mr-auto min-w-0 max-w-3xl">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            Patients past the retention period
          </h2>
          <p className="mt-0.5 text-sm text-slate-600" data-testid="retention-rule">
            {ruleText(data?.years ?? null)}
          </p>
          {data && (
            <p className="mt-1 text-sm font-medium text-slate-800" aria-live="polite">
              {data.total === 0
                ? `No patient's last visit is before ${dayText(data.cutoffDate)}.`
                : `${plural(data.total, "patient", "patients")} last seen before ${dayText(data.cutoffDate)}`}
            </p>
          )}
        </div>
        <RefreshButton
          className="max-sm:min-h-11"
          loading={list.isFetching}
          loaded={data !== null}
          onRefresh={() => void list.refresh()}
        />
      </div>

      <ListPending what="retention review" loaded={data !== null} query={list} />

      {data && data.patients.length === 0 && (
        <EmptyState
          icon={<Icon name="shield" className="size-4" />}
          message="No patient is past the retention period."
          hint="A patient shows here once their last visit is older than the period and nothing is booked ahead."
        />
      )}

      {data && data.patients.length > 0 && <RetentionTable data={data} onProfile={onProfile} />}
    </section>
  );
}

/** The rule as configured: the years come from the server (RECORD_RETENTION_YEARS). */
function ruleText(years: number | null): string {
  const kept = years === null ? "for the retention period" : `${plural(years, "year", "years")}`;
  return `Records are kept ${kept} after the last visit. Nothing is deleted automatically: review each patient and delete from their profile if nothing requires keeping it.`;
}

const numberFormat = new Intl.NumberFormat("en-IN");

function RetentionTable({
  data,
  onProfile,
}: {
  data: RetentionList;
  onProfile: (patientId: number, opener: HTMLElement) => void;
}) {
  const cell =
    "flex justify-between gap-3 py-1 md:table-cell md:px-3 md:py-3.5 md:align-middle before:text-xs before:font-medium before:uppercase before:tracking-wide before:text-slate-500 before:content-[attr(data-label)] md:before:content-none";
  return (
    <div className="p-3 sm:p-4 md:p-0">
      <table className="block w-full text-left text-sm md:table">
        <caption className="sr-only">
          Patients past the retention period, oldest last visit first: {plural(data.total, "patient", "patients")}
        </caption>
        <thead className="hidden bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500 md:table-header-group">
          <tr>
            {COLUMNS.map(([label, className], i) => (
              <th key={i} scope="col" className={className}>
                {label || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-slate-100">
          {data.patients.map((p) => (
            <tr
              key={p.patientId}
              data-patient-id={p.patientId}
              className="block rounded-xl p-4 ring-1 ring-slate-200 md:table-row md:rounded-none md:p-0 md:ring-0"
            >
              <td className="mb-1 block border-b border-slate-100 pb-2.5 md:mb-0 md:table-cell md:border-0 md:py-3.5 md:pl-5 md:pr-3">
                <span className="block break-words font-semibold text-slate-900">{p.name}</span>
                <span className="block text-xs text-slate-500">Patient ID {p.patientId}</span>
              </td>
              <td data-label="Last visit" className={`${cell} md:whitespace-nowrap`}>
                <time dateTime={p.lastVisit} className="text-slate-800">
                  {dayText(p.lastVisit)}
                </time>
              </td>
              <td data-label="Appointments" className={`${cell} tabular-nums text-slate-800 md:text-right`}>
                {numberFormat.format(p.appointments)}
              </td>
              <td data-label="Reports" className={`${cell} tabular-nums text-slate-800 md:text-right`}>
                {numberFormat.format(p.reports)}
              </td>
              <td className="block pt-2.5 md:table-cell md:py-3.5 md:pl-3 md:pr-5 md:text-right">
                <Button
                  variant="neutral"
                  size="toolbar"
                  onClick={(e) => onProfile(p.patientId, e.currentTarget)}
                  aria-label={`Open profile of ${p.name}`}
                  className="max-md:min-h-11 max-md:w-full max-md:justify-center"
                >
                  <SolidIcon name="user" /> Open profile
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
