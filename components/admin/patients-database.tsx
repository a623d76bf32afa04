"use client";

/**
 * The Patients Database screen (SPEC §2, §4, §9): a search box with an × clear button and a
 * Search button (the list also re-queries 1 s after typing stops), 'Found N patients for
 * term', and a table of Patient ID, Name, Contact Info and Actions (Profile, delete).
 * Add New Patient, Refresh, Download CSV; the list refreshes every 10 minutes.
 *
 * The server searches its normalised keys (an ID, part of a name or email, phone digits)
 * and answers 50 patients a page with the total, so the screen stays quick with 100,000
 * patients. Below 768 px each row becomes a card. Failures the spec only logs are logged
 * and shown as a small notice.
 */
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { todayIst } from "@/lib/shared/clinic-time";
import { toCsv } from "@/lib/shared/csv";
import type { PatientListItem } from "@/lib/server/domain/patients";
import { PATIENT_PAGE_SIZE } from "@/lib/shared/validation/patients";
import type { BookingRules } from "@/lib/shared/validation/booking";
import { AddPatientModal } from "./add-patient-modal";
import { AdminShell } from "./admin-shell";
import { adminJson, isSessionExpired } from "./api";
import { BackToDashboard } from "./appointment-screens";
import { DeletePatientModal } from "./delete-patient-modal";
import { useNotice } from "./notice";
import { PatientProfileModal } from "./patient-profile-modal";
import {
  DownloadIcon,
  EmptyState,
  LoadFailed,
  PlusIcon,
  RefreshIcon,
  saveBlob,
  SearchIcon,
  Spinner,
  ToolbarButton,
  TrashIcon,
  UserIcon,
} from "./admin-ui";

/** SPEC §9: the search re-queries 1 s after the text changes; the list refreshes every 10 minutes. */
export const SEARCH_DEBOUNCE_MS = 1000;
export const REFRESH_MS = 10 * 60_000;

type ListAnswer = { patients: PatientListItem[]; total: number; page: number; pageSize: number };

const numberFormat = new Intl.NumberFormat("en-IN");
const count = (n: number, one: string, many: string) => `${numberFormat.format(n)} ${n === 1 ? one : many}`;

export const PATIENTS_CSV_HEADER = ["Patient ID", "Name", "Email", "Phone", "Age", "Sex", "Address", "Occupation", "Created At"] as const;

export function patientsCsv(rows: readonly PatientListItem[]): string {
  return toCsv(
    PATIENTS_CSV_HEADER,
    rows.map((p) => [p.patient_id, p.name, p.email, p.phone, p.age, p.sex, p.address, p.occupation, p.created_at]),
  );
}

function listUrl(search: string, page: number, exportCsv = false): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (exportCsv) params.set("export", "csv");
  else {
    params.set("page", String(page));
    params.set("pageSize", String(PATIENT_PAGE_SIZE));
  }
  return `/api/admin/patients?${params}`;
}


/** `bookingRules`: the configured booking rules, from the server page (for Add New Patient). */
export function PatientsDatabase({ bookingRules }: { bookingRules: BookingRules }) {
  const headingId = useId();
  const searchId = useId();
  const { notice, showNotice } = useNotice();
  const inputRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<PatientListItem[] | null>(null);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [adding, setAdding] = useState(false);
  const [profileKey, setProfileKey] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<PatientListItem | null>(null);
  const requestSeq = useRef(0);

  const load = useCallback(
    async ({ background = false }: { background?: boolean } = {}) => {
      const seq = ++requestSeq.current;
      setLoading(true);
      try {
        const body = await adminJson<ListAnswer>(listUrl(query, page), { background }, "Failed to load patients");
        if (seq !== requestSeq.current) return;
        setRows(body.patients);
        setTotal(body.total);
        setLoadFailed(false);
        if (body.patients.length === 0 && body.total > 0 && page > 1) setPage(Math.max(1, Math.ceil(body.total / PATIENT_PAGE_SIZE)));
      } catch (error) {
        if (seq !== requestSeq.current || isSessionExpired(error)) return;
        console.error("Error fetching patients:", error);
        setLoadFailed(true);
        showNotice("Could not load the patients. Please try Refresh.");
      } finally {
        if (seq === requestSeq.current) setLoading(false);
      }
    },
    [query, page, showNotice],
  );

  // On entry, when the search or page changes, and every 10 minutes while open.
  useEffect(() => {
    void load();
    const timer = window.setInterval(() => void load({ background: true }), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [load]);

  // Typing: search 1 s after the text stops changing.
  useEffect(() => {
    const term = text.trim();
    if (term === query) return;
    const timer = window.setTimeout(() => {
      setQuery(term);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, query]);

  function searchNow(term: string) {
    if (term === query) void load();
    else {
      setQuery(term);
      setPage(1);
    }
  }

  async function downloadCsv() {
    setExporting(true);
    try {
      const body = await adminJson<ListAnswer>(listUrl(query, 1, true), {}, "Failed to export patients");
      saveBlob(new Blob([patientsCsv(body.patients)], { type: "text/csv;charset=utf-8" }), `patients_${query ? "search_" : ""}${todayIst(new Date())}.csv`);
    } catch (error) {
      if (isSessionExpired(error)) return;
      console.error("Error exporting patients:", error);
      showNotice("Could not download the CSV. Please try again.");
    } finally {
      setExporting(false);
    }
  }

  async function showFileLocation() {
    try {
      const body = await adminJson<{ filePaths: { patients: string }; message?: string }>("/api/patients/files");
      showNotice(body.message ?? `Patient exports are kept in ${body.filePaths.patients}.`, "info");
    } catch (error) {
      if (isSessionExpired(error)) return;
      console.error("Error fetching file paths:", error);
      showNotice("Could not look up where the files are kept. Please try again.");
    }
  }

  const pages = Math.max(1, Math.ceil(total / PATIENT_PAGE_SIZE));
  const first = (page - 1) * PATIENT_PAGE_SIZE + 1;
  const last = Math.min(total, page * PATIENT_PAGE_SIZE);

  return (
    <AdminShell title="Patients Database" actions={<BackToDashboard />}>
      <section aria-labelledby={headingId} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <div className="space-y-4 border-b border-slate-200 px-4 py-4 sm:px-6">
          <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
            <div className="mr-auto min-w-0">
              <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
                Patients
              </h2>
              <p className="mt-0.5 text-sm text-slate-600" data-testid="patient-count" aria-live="polite">
                {rows === null
                  ? "Loading…"
                  : query
                    ? `Found ${count(total, "patient", "patients")} for "${query}"`
                    : `${count(total, "patient", "patients")} in total`}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <ToolbarButton variant="primary" onClick={() => setAdding(true)}>
                <PlusIcon /> Add New Patient
              </ToolbarButton>
              <ToolbarButton onClick={() => void load()} disabled={loading} busy={loading && rows !== null}>
                <RefreshIcon /> Refresh
              </ToolbarButton>
              <ToolbarButton onClick={() => void downloadCsv()} disabled={exporting || rows === null} busy={exporting}>
                <DownloadIcon /> Download CSV
              </ToolbarButton>
              <button
                type="button"
                onClick={() => void showFileLocation()}
                className="rounded-lg px-2.5 py-2 text-sm font-medium text-slate-600 underline-offset-4 hover:text-brand-800 hover:underline"
              >
                File location
              </button>
            </div>
          </div>

          <form
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              searchNow(text.trim());
            }}
            className="flex gap-2"
          >
            <label htmlFor={searchId} className="sr-only">
              Search patients
            </label>
            <div className="relative min-w-0 flex-1">
              <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400">
                <SearchIcon />
              </span>
              <input
                ref={inputRef}
                id={searchId}
                type="search"
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder="Name, ID, email or phone"
                autoComplete="off"
                spellCheck={false}
                maxLength={100}
                className="block w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-10 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 sm:text-sm [&::-webkit-search-cancel-button]:hidden"
              />
              {text && (
                <button
                  type="button"
                  aria-label="Clear search"
                  onClick={() => {
                    setText("");
                    searchNow("");
                    inputRef.current?.focus();
                  }}
                  className="absolute inset-y-0 right-1 my-auto inline-flex size-8 items-center justify-center rounded-md text-lg leading-none text-slate-500 hover:bg-slate-100 hover:text-slate-800"
                >
                  <span aria-hidden>×</span>
                </button>
              )}
            </div>
            <ToolbarButton type="submit" variant="primary" className="shrink-0">
              <SearchIcon /> Search
            </ToolbarButton>
          </form>
        </div>

        {rows === null && !loadFailed && <Spinner label="Loading patients…" />}

        {rows === null && loadFailed && <LoadFailed what="patients" onRetry={() => void load()} />}

        {rows !== null && rows.length === 0 && (
          <EmptyState
            icon={<UserIcon className="size-5" />}
            message={query ? `No patients match "${query}".` : "No patients yet."}
            hint={query ? "Try part of the name, the phone number, the email or the patient ID." : "Add one with Add New Patient."}
          />
        )}

        {rows !== null && rows.length > 0 && (
          <div className={`p-3 sm:p-4 md:p-0 ${loading ? "opacity-70 transition-opacity" : ""}`}>
            <table className="block w-full text-left text-sm md:table">
              <caption className="sr-only">
                Patients{query ? ` matching ${query}` : ""}: {first} to {last} of {numberFormat.format(total)}
              </caption>
              <thead className="hidden bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500 md:table-header-group">
                <tr>
                  <th scope="col" className="py-3 pl-6 pr-3">
                    Patient ID
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Name
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Contact Info
                  </th>
                  <th scope="col" className="py-3 pl-3 pr-6 text-right">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-slate-100">
                {rows.map((p) => (
                  <tr
                    key={p.patient_id}
                    data-patient-id={p.patient_id}
                    className="grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 rounded-xl p-4 ring-1 ring-slate-200 md:table-row md:rounded-none md:p-0 md:ring-0 md:hover:bg-slate-50/70"
                  >
                    <td className="row-span-2 md:table-cell md:py-3.5 md:pl-6 md:pr-3 md:align-top">
                      <span className="inline-flex min-w-10 justify-center rounded-md bg-slate-100 px-2 py-0.5 font-mono text-xs font-semibold text-slate-700 tabular-nums">
                        <span className="sr-only">Patient ID </span>
                        {p.patient_id}
                      </span>
                    </td>
                    <td className="font-semibold text-slate-900 md:table-cell md:px-3 md:py-3.5 md:align-top">{p.name}</td>
                    <td className="min-w-0 md:table-cell md:px-3 md:py-3.5 md:align-top">
                      <span className="flex min-w-0 flex-col gap-0.5">
                        <a href={`tel:${p.phone.replace(/[^\d+]/g, "")}`} className="text-slate-800 hover:text-brand-800 hover:underline">
                          {p.phone}
                        </a>
                        {p.email && (
                          <a href={`mailto:${p.email}`} className="break-all text-slate-600 hover:text-brand-800 hover:underline">
                            {p.email}
                          </a>
                        )}
                      </span>
                    </td>
                    <td className="col-span-2 mt-2 flex justify-end gap-2 border-t border-slate-100 pt-3 md:mt-0 md:table-cell md:border-0 md:py-3.5 md:pl-3 md:pr-6 md:text-right md:align-top">
                      <span className="inline-flex gap-2">
                        <button
                          type="button"
                          onClick={() => setProfileKey(String(p.patient_id))}
                          aria-label={`Profile of ${p.name}`}
                          className="inline-flex items-center gap-1.5 rounded-lg border border-brand-200 bg-brand-50 px-3 py-1.5 text-xs font-medium text-brand-800 hover:border-brand-300 hover:bg-brand-100"
                        >
                          <UserIcon className="size-3.5" /> Profile
                        </button>
                        <button
                          type="button"
                          onClick={() => setDeleting(p)}
                          aria-label={`Delete ${p.name}`}
                          className="inline-flex items-center gap-1.5 rounded-lg border border-heart-100 bg-white px-3 py-1.5 text-xs font-medium text-heart-700 hover:border-heart-600 hover:bg-heart-50"
                        >
                          <TrashIcon className="size-3.5" /> Delete
                        </button>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}

        {rows !== null && total > PATIENT_PAGE_SIZE && (
          <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-600 sm:px-6">
            <p>
              Showing {numberFormat.format(first)}–{numberFormat.format(last)} of {numberFormat.format(total)}
            </p>
            <div className="flex items-center gap-2">
              <ToolbarButton onClick={() => setPage((n) => Math.max(1, n - 1))} disabled={page <= 1 || loading}>
                ← Previous
              </ToolbarButton>
              <span className="px-1 tabular-nums">
                Page {numberFormat.format(page)} of {numberFormat.format(pages)}
              </span>
              <ToolbarButton onClick={() => setPage((n) => Math.min(pages, n + 1))} disabled={page >= pages || loading}>
                Next →
              </ToolbarButton>
            </div>
          </nav>
        )}
      </section>

      {adding && <AddPatientModal bookingRules={bookingRules} onClose={() => setAdding(false)} onAdded={() => void load({ background: true })} />}
      {profileKey && <PatientProfileModal patientKey={profileKey} onClose={() => setProfileKey(null)} />}
      {deleting && (
        <DeletePatientModal
          patient={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            void load();
            // after the dialog has handed focus back (to a row that is now gone)
            window.setTimeout(() => headingRef.current?.focus(), 0);
          }}
        />
      )}
      {notice}
    </AdminShell>
  );
}
