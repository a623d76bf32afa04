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
import { useCallback, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { SolidIcon } from "@/components/ui/solid-icon";
import type { PatientListItem } from "@/lib/shared/api/patients";
import type { BookingRules } from "@/lib/shared/validation/booking";
import { PATIENT_PAGE_SIZE } from "@/lib/shared/validation/patients";
import { AddPatientModal } from "./add-patient-modal";
import { DeletePatientModal } from "./delete-patient-modal";
import { ListToolbar, plural } from "../ui/list-toolbar";
import { listPage, PagedList, usePaging } from "../ui/paged-list";
import { PatientProfileModal } from "./patient-profile-modal";
import { PatientSearch } from "./patient-search";
import { PatientsTable } from "./patients-table";
import { useFileLocation } from "../appointments/queries";
import { useExportPatients, usePatients } from "./queries";
import { useUrlState } from "../query/url-state";
import { CLINICAL, OWNER } from "@/lib/shared/roles";
import { useAdminSession } from "../session/session-context";

// The browser tests read the CSV's header from here.
export { PATIENTS_CSV_HEADER } from "./patient-format";

/** `bookingRules`: the configured booking rules, from the server page (Add New Patient, the profile's Book appointment). */
export function PatientsDatabase({ bookingRules }: { bookingRules: BookingRules }) {
  const [params, setParams] = useUrlState();
  const search = (params.get("search") ?? "").trim();
  const paging = usePaging(PATIENT_PAGE_SIZE);
  const { page, headingRef } = paging;

  const list = usePatients(search, page);
  const exportCsv = useExportPatients();
  const { can } = useAdminSession();
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

  const listed = listPage(list, list.data?.patients);
  const { rows, total } = listed;
  const answered = list.data?.search ?? search;
  const { first, last } = paging.range(total);

  return (
    <>
      <PagedList
        paging={paging}
        title="Patients"
        count={
          answered
            ? `Found ${plural(total, "patient", "patients")} for "${answered}"`
            : `${plural(total, "patient", "patients")} in total`
        }
        countTestId="patient-count"
        toolbar={
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
            onFileLocation={can(OWNER) ? showFileLocation : undefined}
          />
        }
        filters={<PatientSearch search={search} onSearch={onSearch} />}
        what="patients"
        list={listed}
        empty={{
          icon: <SolidIcon name="user" className="size-5" />,
          message: answered ? `No patients match "${answered}".` : "No patients yet.",
          hint: answered
            ? "Try part of the name, the phone number, the email or the patient ID."
            : "Add one with Add New Patient.",
        }}
      >
        {(rows) => (
          <div className={`p-3 sm:p-4 md:p-0 ${list.isFetching ? "opacity-70 transition-opacity" : ""}`}>
            <PatientsTable
              rows={rows}
              search={answered}
              first={first}
              last={last}
              total={total}
              onProfile={(patient) => setProfileKey(String(patient.patient_id))}
              onDelete={
                // deleting a patient is the doctor's and the owner's (the server refuses the desk)
                can(CLINICAL)
                  ? (patient) => {
                      afterDelete.current = null;
                      setDeleting(patient);
                    }
                  : undefined
              }
            />
          </div>
        )}
      </PagedList>

      {adding && <AddPatientModal bookingRules={bookingRules} onClose={() => setAdding(false)} />}
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
    </>
  );
}
