import { bookingRules } from "@/lib/content/clinic";
import { adminRoute, otherMethods } from "@/lib/server/api";
import { toAppointmentRecord } from "@/lib/server/domain/appointments";
import { addPatient } from "@/lib/server/domain/booking";
import { manageUrl } from "@/lib/server/domain/manage";
import { languageOf, toPatientListItem } from "@/lib/server/domain/patients";
import { ok, parse, readJson } from "@/lib/server/http";
import type { PatientAddedAnswer } from "@/lib/shared/api/patients";
import { addPatientSchema, PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { STAFF } from "@/lib/shared/roles";

/**
 * Add New Patient (SPEC §4, §5, §7): 201 with the patient, and the appointment when one
 * was asked for (with its manage link in the patient's language, to pass on). A failed
 * appointment step keeps the patient: still 201, `appointment` null, the spec's message, and
 * `appointmentError` saying why. Duplicates are 409.
 */
export const POST = adminRoute({ roles: STAFF }, async ({ req, admin, audit }) => {
  const input = parse(addPatientSchema(bookingRules()), await readJson(req));
  const { patient, booked, appointmentError } = await addPatient(input, admin.username);
  const appointment = booked?.appointment ?? null;
  await audit({ action: "patient.create", target: String(patient.id) });
  if (appointment)
    await audit({ action: "appointment.create", target: appointment.timestamp, detail: `patient ${patient.id}` });
  const message = !input.appointment
    ? PATIENT_MESSAGES.added
    : appointment
      ? PATIENT_MESSAGES.addedWithAppointment
      : PATIENT_MESSAGES.appointmentFailed;
  return ok(
    {
      message,
      patient: toPatientListItem(patient),
      appointment: appointment ? toAppointmentRecord(appointment) : null,
      ...(booked ? { manageUrl: manageUrl(booked.manageToken, languageOf(patient)) } : {}),
      ...(appointmentError ? { appointmentError } : {}),
    } satisfies PatientAddedAnswer,
    201,
  );
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
