"use client";

/**
 * The Patients Database screen (SPEC §2, §4, §9): the search box, 'Found N patients for
 * term', the table, Add New Patient, Refresh, Download CSV; the list refreshes every 10
 * minutes (the query layer's REFRESH_MS.patients).
 *
 * The server searches its normalised keys (an ID, part of a name or email, phone digits)
 * and answers 50 patients a page with the total. Search and page live in the URL
 * (?search=asha&page=2), so Back and a shared link show the same list.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { SolidIcon } from "@/components/ui/solid-icon";
import type { PatientListItem } from "@/lib/server/domain/patients";
import type { BookingRules } from "@/lib/shared/validation/booking";
import { PATIENT_PAGE_SIZE } from "@/lib/shared/validation/patients";
import { AddPatientModal } from "./add-patient-modal";
import { AdminShell, BackToDashboard } from "./admin-shell";
import { DeletePatientModal } from "./delete-patient-modal";
import { EmptyState, ListPending } from "./list-states";
import { lastPage, ListToolbar, Pager, plural } from "./list-toolbar";
import { PatientProfileModal } from "./patient-profile-modal";
import { PatientSearch } from "./patient-search";
import { PatientsTable } from "./patients-table";
import { useFileLocation } from "./queries/appointments";
import { invalidatePatientRecords, useExportPatients, usePatients } from "./queries/patients";
import { pageForUrl, pageParam, useUrlState } from "./queries/url-state";

// The browser tests read the CSV's header from here.
export { PATIENTS_CSV_HEADER, patientsCsv } from "./patient-format";

/** `bookingRules`: the configured booking rules, from the server page (Add New Patient, the profile's Book appointment). */
export function PatientsDatabase({ bookingRules }: { bookingRules: BookingRules }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const client = useQueryClient();
  const [params, setParams] = useUrlState();
  const search = (params.get("search") ?? "").trim();
  const page = pageParam(params.get("page"));

  const list = usePatients(search, page);
  const exportCsv = useExportPatients();
  const showFileLocation = useFileLocation("patients");
  const [adding, setAdding] = useState(false);
  const [profileKey, setProfileKey] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<PatientListItem | null>(null);
  const afterDelete = useRef<HTMLElement | null>(null);

  const { refresh } = list;
  const onSearch = useCallback(
    (term: string) => {
      if (term === search) void refresh();
      else setParams({ search: term, page: null });
    },
    [search, refresh, setParams],
  );

  const rows = list.data?.patients ?? null;
  const total = list.data?.total ?? 0;
  const answered = list.data?.search ?? search;

  // a page past the end (patients deleted meanwhile): go to the last page
  const pastTheEnd = rows?.length === 0 && total > 0 && page > 1;
  useEffect(() => {
    if (pastTheEnd) setParams({ page: pageForUrl(lastPage(total, PATIENT_PAGE_SIZE)) }, { replace: true });
  }, [pastTheEnd, total, setParams]);

  const first = (page - 1) * PATIENT_PAGE_SIZE + 1;
  const last = Math.min(total, page * PATIENT_PAGE_SIZE);

  return (
    <AdminShell title="Patients Database" actions={<BackToDashboard />}>
      <section
        aria-labelledby={headingId}
        className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        <div className="space-y-4 border-b border-slate-200 px-4 py-4 sm:px-6">
          <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
            <div className="mr-auto min-w-0">
              <h2
                id={headingId}
                ref={headingRef}
                tabIndex={-1}
                className="text-lg font-semibold text-slate-900 focus:outline-none"
              >
                Patients
              </h2>
              <p className="mt-0.5 text-sm text-slate-600" data-testid="patient-count" aria-live="polite">
                {rows === null
                  ? "Loading…"
                  : answered
                    ? `Found ${plural(total, "patient", "patients")} for "${answered}"`
                    : `${plural(total, "patient", "patients")} in total`}
              </p>
            </div>
            <ListToolbar
              before={
                <Button variant="primary" size="toolbar" onClick={() => setAdding(true)}>
                  <SolidIcon name="plus" /> Add New Patient
                </Button>
              }
              refreshing={{ loading: list.isFetching, loaded: rows !== null }}
              onRefresh={() => void list.refresh()}
              exporting={exportCsv.isPending}
              canExport={rows !== null}
              onExport={() => exportCsv.mutate(search)}
              onFileLocation={showFileLocation}
            />
          </div>
          <PatientSearch search={search} onSearch={onSearch} />
        </div>

        <ListPending what="patients" loaded={rows !== null} failed={list.isError} onRetry={() => void list.refresh()} />

        {rows !== null && rows.length === 0 && (
          <EmptyState
            icon={<SolidIcon name="user" className="size-5" />}
            message={answered ? `No patients match "${answered}".` : "No patients yet."}
            hint={
              answered
                ? "Try part of the name, the phone number, the email or the patient ID."
                : "Add one with Add New Patient."
            }
          />
        )}

        {rows !== null && rows.length > 0 && (
          <div className={`p-3 sm:p-4 md:p-0 ${list.isFetching ? "opacity-70 transition-opacity" : ""}`}>
            <PatientsTable
              rows={rows}
              search={answered}
              first={first}
              last={last}
              total={total}
              onProfile={(patient) => setProfileKey(String(patient.patient_id))}
              onDelete={(patient) => {
                afterDelete.current = null;
                setDeleting(patient);
              }}
            />
          </div>
        )}

        {rows !== null && (
          <Pager
            page={page}
            pageSize={PATIENT_PAGE_SIZE}
            total={total}
            loading={list.isFetching}
            onPage={(to) => setParams({ page: pageForUrl(to) })}
          />
        )}
      </section>

      {adding && (
        <AddPatientModal
          bookingRules={bookingRules}
          onClose={() => setAdding(false)}
          onAdded={() => void invalidatePatientRecords(client)}
        />
      )}
      {profileKey && (
        <PatientProfileModal patientKey={profileKey} bookingRules={bookingRules} onClose={() => setProfileKey(null)} />
      )}
      {deleting && (
        <DeletePatientModal
          patient={deleting}
          returnFocus={afterDelete}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            // the row's Delete button goes with the row: focus the list's heading instead
            afterDelete.current = headingRef.current;
            setDeleting(null);
          }}
        />
      )}
    </AdminShell>
  );
}
