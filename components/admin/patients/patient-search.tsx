"use client";

/**
 * The Patients Database's search box (SPEC §2, §4, §9): an × clear button and a Search
 * button; the list also searches 1 s after typing stops. The search itself is the URL's
 * (?search=), so the box follows Back and Forward.
 */
import { Button } from "@/components/ui/button";
import { SolidIcon } from "@/components/ui/solid-icon";
import { SearchForm } from "../ui/search-box";

/** SPEC §9: the search re-queries 1 s after the text changes. */
export const SEARCH_DEBOUNCE_MS = 1000;

export function PatientSearch({ search, onSearch }: { search: string; onSearch: (term: string) => void }) {
  return (
    <SearchForm
      search={search}
      onSearch={onSearch}
      debounceMs={SEARCH_DEBOUNCE_MS}
      label="Search patients"
      placeholder="Name, ID, email or phone"
      maxLength={100}
      className="flex w-full gap-2"
      button={
        <Button type="submit" variant="primary" size="toolbar" className="shrink-0">
          <SolidIcon name="search" /> Search
        </Button>
      }
    />
  );
}
