"use client";

/**
 * The Patient Profile modal of SPEC §2, opened from any appointment row or patient row.
 * `patientKey` is the patient's ID (the admin UI always uses the ID, DESIGN §2).
 *
 * Back to Admin closes it (so do Escape and the backdrop). Sections: Basic Information
 * ('Not provided' for a missing age, sex, address or occupation; Total Visits), Services
 * Used (badges; empty, 'Manual Entry' and 'General Consultation' are hidden), Appointment
 * History, Medical Notes with Add Note, Patient Reports with Upload Report. A failed load
 * is logged and shown with a Try again button. Notes and reports added or deleted here
 * reload the profile (components/admin/queries/patients.ts).
 */
import { formatLongDate, formatSlot } from "@/lib/shared/clinic-time";
import { visibleServices } from "@/lib/shared/validation/patients";
import { Spinner } from "./list-states";
import { Modal, ModalButton } from "./modal";
import { NotesPanel } from "./notes-panel";
import { usePatientProfile } from "./queries/patients";
import { ReportPanel } from "./report-panel";

export type PatientProfileModalProps = {
  patientKey: string;
  onClose: () => void;
  /** where focus goes when it closes (otherwise back where it was) */
  returnFocus?: React.RefObject<HTMLElement | null>;
};

const NOT_PROVIDED = "Not provided";

export function PatientProfileModal({ patientKey, onClose, returnFocus }: PatientProfileModalProps) {
  const query = usePatientProfile(patientKey);
  const profile = query.data ?? null;
  // (a 401 needs nothing here: the login replaces the whole screen)
  const failed = query.isError && !query.isFetching ? query.error.message || "Could not load this patient." : null;

  const backButton = (
    <ModalButton onClick={onClose} className="shrink-0">
      <span aria-hidden>←</span> Back to Admin
    </ModalButton>
  );

  return (
    <Modal
      title={profile ? profile.name : "Patient Profile"}
      description={profile ? `Patient ID ${profile.id}` : undefined}
      onClose={onClose}
      returnFocus={returnFocus}
      size="full"
      headerAction={backButton}
      data-testid="patient-profile-modal"
    >
      {!profile && !failed && <Spinner label="Loading patient…" />}
      {!profile && failed && (
        <div className="px-2 py-12 text-center">
          <p className="text-sm text-slate-700" role="alert">
            {failed}
          </p>
          <div className="mt-3 flex justify-center">
            <ModalButton variant="primary" onClick={() => void query.refresh()}>
              Try again
            </ModalButton>
          </div>
        </div>
      )}
      {profile && (
        <div className="space-y-5">
          <Section title="Basic Information">
            <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm lg:grid-cols-4">
              <Item label="Name" value={profile.name} className="col-span-2 sm:col-span-1" />
              <Item
                label="Email"
                value={profile.email || NOT_PROVIDED}
                muted={!profile.email}
                breakAll
                className="col-span-2 sm:col-span-1"
              />
              <Item label="Phone" value={profile.phone} />
              <Item
                label="Age"
                value={profile.age === null ? NOT_PROVIDED : String(profile.age)}
                muted={profile.age === null}
              />
              <Item label="Sex" value={profile.sex || NOT_PROVIDED} muted={!profile.sex} />
              <Item label="Occupation" value={profile.occupation || NOT_PROVIDED} muted={!profile.occupation} />
              <Item label="Total Visits" value={String(profile.totalAppointments)} />
              <Item
                label="Address"
                value={profile.address || NOT_PROVIDED}
                muted={!profile.address}
                className="col-span-2 lg:col-span-4"
              />
            </dl>
          </Section>

          <Section title="Services Used">
            {visibleServices(profile.services).length === 0 ? (
              <p className="text-sm text-slate-600">No services recorded yet.</p>
            ) : (
              <ul className="flex flex-wrap gap-2" aria-label="Services used">
                {visibleServices(profile.services).map((s) => (
                  <li
                    key={s}
                    className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800 ring-1 ring-brand-100"
                  >
                    {s}
                  </li>
                ))}
              </ul>
            )}
          </Section>

          <Section title="Appointment History">
            {profile.appointments.length === 0 ? (
              <p className="text-sm text-slate-600">No appointments yet.</p>
            ) : (
              <ul
                className="divide-y divide-slate-100 rounded-xl border border-slate-200"
                aria-label="Appointments, newest first"
              >
                {profile.appointments.map((a) => (
                  <li key={a.id} className="flex flex-wrap items-start gap-x-4 gap-y-1 px-4 py-3 text-sm">
                    <div className="min-w-0 flex-1 basis-56">
                      <p className="font-medium text-slate-900">
                        <time dateTime={`${a.date}T${a.time}`}>
                          {formatLongDate(a.date)} · {formatSlot(a.time)}
                        </time>
                      </p>
                      <p className="text-slate-700">{a.service || "—"}</p>
                      {a.additionalInfo && (
                        <p className="mt-0.5 whitespace-pre-wrap break-words text-slate-500">{a.additionalInfo}</p>
                      )}
                    </div>
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${
                        a.status === "Done"
                          ? "bg-emerald-50 text-emerald-800 ring-emerald-200"
                          : "bg-amber-50 text-amber-900 ring-amber-200"
                      }`}
                    >
                      {a.status === "Done" ? "Done" : "Pending"}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Section>

          <Section title="Medical Notes">
            <NotesPanel patientId={profile.id} notes={profile.notes} />
          </Section>

          <Section title="Patient Reports">
            <ReportPanel patientId={profile.id} reports={profile.reports} />
          </Section>
        </div>
      )}
    </Modal>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `profile-${title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 p-4 sm:p-5">
      <h3 id={id} className="mb-3 text-base font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Item({
  label,
  value,
  muted,
  breakAll,
  className = "",
}: {
  label: string;
  value: string;
  muted?: boolean;
  breakAll?: boolean;
  className?: string;
}) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd
        className={`mt-0.5 ${breakAll ? "break-all" : "break-words"} ${muted ? "italic text-slate-500" : "text-slate-900"}`}
      >
        {value}
      </dd>
    </div>
  );
}
