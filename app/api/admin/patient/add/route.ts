import { bookingRules } from "@/lib/content/clinic";
import { adminRoute } from "@/lib/server/api";
import { toAppointmentRecord } from "@/lib/server/domain/appointments";
import { addPatient } from "@/lib/server/domain/booking";
import { toPatientListItem } from "@/lib/server/domain/patients";
import { ok, parse, readJson } from "@/lib/server/http";
import { addPatientSchema, PATIENT_MESSAGES } from "@/lib/shared/validation/patients";

/**
 * Add New Patient (SPEC §4, §5, §7): 201 with the patient, and the appointment when one
 * was asked for. A failed appointment step keeps the patient: still 201, `appointment`
 * null, the spec's message, and `appointmentError` saying why. Duplicates are 409.
 */
export const POST = adminRoute(async ({ req, audit }) => {
  const input = parse(addPatientSchema(bookingRules()), await readJson(req));
  const { patient, appointment, appointmentError } = await addPatient(input);
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
      ...(appointmentError ? { appointmentError } : {}),
    },
    201,
  );
});
