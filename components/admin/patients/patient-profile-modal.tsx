"use client";

/**
 * The Patient Profile modal of SPEC §2, opened from any appointment row or patient row.
 * `patientKey` is the patient's ID (the admin UI always uses the ID, DESIGN §2).
 *
 * Back to Admin closes it (so do Escape and the backdrop). Sections: Basic Information
 * ('Not provided' for a missing age, sex, address or occupation; the language of the
 * patient's messages; Total Visits, the visits that took place) with Edit details, Services Used (badges; empty,
 * 'Manual Entry' and 'General Consultation' are hidden), Appointment History (statuses in words) with Book appointment, Medical Notes
 * with Add Note, Edit and Delete, Patient Reports with Upload Report, and Consent and privacy
 * (./consent-panel.tsx: WhatsApp consent, the booking's privacy notices, Export data, Delete
 * patient, rights requests), and Bills (../billing/patient-bills.tsx: the patient's bills, New bill). Edit details, Book appointment and Delete patient open a dialog
 * over the profile; once the patient is deleted the profile closes. A failed load is logged and shown with a Try
 * again button. Duplicate records: the records merged into this one (Undo merge within 30 days), and Merge a duplicate record. Whatever changes here reloads the profile and the lists it touches
 * (components/admin/patients/queries.ts).
 */
import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { SolidIcon } from "@/components/ui/solid-icon";
import type { BookingRules } from "@/lib/shared/validation/booking";
import type { PatientProfile } from "@/lib/shared/api/patients";
import {
  isWide,
  PATIENT_FIELD_SPECS,
  PATIENT_FIELDS,
  type PatientFieldKey,
} from "@/lib/shared/validation/patient-fields";
import { PATIENT_LANGUAGES, visibleServices } from "@/lib/shared/validation/patients";
import { BookForPatientModal } from "../appointments/book-for-patient-form";
import { CLINICAL, OWNER } from "@/lib/shared/roles";
import { useAdminSession } from "../session/session-context";
import { AccessLog } from "./access-log";
import { EmailText } from "../ui/email-text";
import { formatPhone } from "@/lib/shared/phone";
import { MergeDuplicates, PossibleDuplicateFlag } from "./duplicates";
import { UndoMerge } from "./undo-merge";
import { formatIstDateTime, formatLongDate } from "@/lib/shared/clinic-time";
import { ConsentPanel } from "./consent-panel";
import { PrescriptionActions } from "../consult/prescription-actions";
import { PatientBills } from "../billing/patient-bills";
import { DeletePatientModal } from "./delete-patient-modal";
import { EditPatientModal } from "./edit-patient-form";
import { Spinner } from "../ui/list-states";
import { Message } from "../ui/alert";
import { Modal, ModalButton } from "../ui/modal";
import { NotesPanel } from "./notes-panel";
import { ProfileAppointments } from "./profile-appointments";
import { usePatientProfile } from "./queries";
import { invalidateAfter } from "../query/hooks";
import { ReportPanel } from "./report-panel";

export type PatientProfileModalProps = {
  patientKey: string;
  onClose: () => void;
  /** where focus goes when it closes (otherwise back where it was) */
  returnFocus?: React.RefObject<HTMLElement | null>;
  /** the configured booking rules, from the server page; without them there is no Book appointment */
  bookingRules?: BookingRules;
};

/** How long "Patient details updated." stays under Basic Information. */
const UPDATED_MS = 4000;

const NOT_PROVIDED = "Not provided";

export function PatientProfileModal({ patientKey, onClose, returnFocus, bookingRules }: PatientProfileModalProps) {
  const { can } = useAdminSession();
  const query = usePatientProfile(patientKey);
  const profile = query.data ?? null;
  const client = useQueryClient();
  const [open, setOpen] = useState<"edit" | "book" | "delete" | null>(null);
  const [updated, setUpdated] = useState<string | null>(null);

  useEffect(() => {
    if (!updated) return;
    const timer = window.setTimeout(() => setUpdated(null), UPDATED_MS);
    return () => window.clearTimeout(timer);
  }, [updated]);
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
          <Section
            title="Basic Information"
            action={
              <span className="flex flex-wrap gap-2">
                {can(CLINICAL) && (
                  // the doctor's chart: visits, vitals, labs, flowsheet (FEATURES.md §10)
                  <Link href={`/admin/consult?patient=${profile.id}`} className={buttonClasses("neutral", "toolbar")}>
                    Open chart
                  </Link>
                )}
                <Button variant="neutral" size="toolbar" onClick={() => setOpen("edit")}>
                  Edit details
                </Button>
              </span>
            }
          >
            {updated && (
              <div className="mb-3">
                <Message tone="success">{updated}</Message>
              </div>
            )}
            <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm lg:grid-cols-4">
              {PATIENT_FIELDS.filter((key) => !isWide(key)).map((key) => (
                <DetailItem key={key} field={key} profile={profile} />
              ))}
              <Item label="Language" value={PATIENT_LANGUAGES[profile.language]} />
              {/* visits that took place: not the cancelled or the coming ones (issue 29) */}
              <Item label="Total Visits" value={String(profile.completedVisits)} />
              {PATIENT_FIELDS.filter(isWide).map((key) => (
                <DetailItem key={key} field={key} profile={profile} className="col-span-2 lg:col-span-4" />
              ))}
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

          <Section
            title="Appointment History"
            action={
              bookingRules && (
                <Button variant="primary" size="toolbar" onClick={() => setOpen("book")}>
                  <SolidIcon name="plus" /> Book appointment
                </Button>
              )
            }
          >
            <ProfileAppointments appointments={profile.appointments} />
          </Section>

          {/* clinical records: the server leaves them out of the desk's profile (FEATURES.md §9) */}
          {profile.notes && (
            <Section title="Medical Notes">
              <NotesPanel patientId={profile.id} notes={profile.notes} />
            </Section>
          )}

          {profile.reports && (
            <Section title="Patient Reports">
              <ReportPanel patientId={profile.id} reports={profile.reports} />
            </Section>
          )}

          {profile.prescriptions.length > 0 && (
            <Section title="Prescriptions">
              <ul className="space-y-4" data-testid="profile-prescriptions">
                {profile.prescriptions.map((rx) => (
                  <li key={rx.id} className="space-y-2">
                    <p className="text-sm text-slate-800">
                      <span className="font-semibold">{rx.number}</span> · {formatLongDate(rx.date)}
                      {rx.version > 1 && <span className="text-slate-500"> · version {rx.version}</span>}
                    </p>
                    <PrescriptionActions id={rx.id} language={profile.language === "ta" ? "ta" : "en"} />
                  </li>
                ))}
              </ul>
            </Section>
          )}

          {/* fees, bills and receipts (FEATURES.md §12) */}
          <Section title="Bills">
            <PatientBills
              patient={{
                id: profile.id,
                name: profile.name,
                language: profile.language === "ta" ? "ta" : "en",
                appointments: profile.appointments,
              }}
            />
          </Section>

          <Section title="Consent and privacy">
            <ConsentPanel
              patientId={profile.id}
              consent={profile.consent}
              requests={profile.rightsRequests}
              onDelete={can(CLINICAL) ? () => setOpen("delete") : undefined}
            />
            {can(OWNER) && <AccessLog patientId={profile.id} />}
          </Section>

          <Section title="Duplicate records">
            {profile.merges.length > 0 && (
              <ul className="mb-3 space-y-1 text-sm text-slate-700" data-testid="profile-merges">
                {profile.merges.map((m) => (
                  <li key={m.at}>
                    Merged into this record on {formatIstDateTime(m.at)} by {m.by}: {m.detail}.{" "}
                    {m.undo && can(CLINICAL) && <UndoMerge undo={m.undo} />}
                  </li>
                ))}
              </ul>
            )}
            {/* merging moves clinical records: the doctor's and the owner's; the desk sees the flag */}
            {can(CLINICAL) ? (
              <MergeDuplicates patient={profile} />
            ) : (
              profile.possibleDuplicate && <PossibleDuplicateFlag duplicate={profile.possibleDuplicate} />
            )}
          </Section>
        </div>
      )}
      {profile && open === "edit" && (
        <EditPatientModal
          profile={profile}
          onClose={() => setOpen(null)}
          onSaved={(message) => {
            setOpen(null);
            setUpdated(message);
          }}
        />
      )}
      {profile && open === "book" && bookingRules && (
        <BookForPatientModal profile={profile} rules={bookingRules} onClose={() => setOpen(null)} />
      )}
      {profile && open === "delete" && (
        <DeletePatientModal
          patient={{ patient_id: profile.id, name: profile.name, phone: profile.phone, email: profile.email }}
          onClose={() => setOpen(null)}
          onDeleted={() => {
            // the erasure is logged, and the patient leaves the retention review
            void invalidateAfter(client, "privacyChanged");
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

function Section({ title, action, children }: { title: string; action?: React.ReactNode; children: React.ReactNode }) {
  const id = `profile-${title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 p-4 sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h3 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}

/** How the profile lays out a field beside the others. */
const DETAIL_LOOK: Partial<Record<PatientFieldKey, { className: string }>> = {
  name: { className: "col-span-2 sm:col-span-1" },
  email: { className: "col-span-2 sm:col-span-1" },
};

/** One of the patient's own fields (lib/shared/validation/patient-fields.ts), "Not provided" when missing. */
function DetailItem({
  field,
  profile,
  className,
}: {
  field: PatientFieldKey;
  profile: PatientProfile;
  className?: string;
}) {
  const value = profile[field];
  const missing = value === null || value === "";
  const look = DETAIL_LOOK[field];
  return (
    <Item
      label={PATIENT_FIELD_SPECS[field].label}
      value={
        missing ? (
          NOT_PROVIDED
        ) : field === "email" ? (
          <EmailText email={String(value)} />
        ) : field === "phone" ? (
          formatPhone(String(value))
        ) : (
          String(value)
        )
      }
      muted={missing}
      className={className ?? look?.className}
    />
  );
}

function Item({
  label,
  value,
  muted,
  className = "",
}: {
  label: string;
  value: React.ReactNode;
  muted?: boolean;
  className?: string;
}) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className={`mt-0.5 break-words ${muted ? "italic text-slate-500" : "text-slate-900"}`}>{value}</dd>
    </div>
  );
}
