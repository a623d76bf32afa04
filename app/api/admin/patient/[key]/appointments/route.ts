import { bookingRules } from "@/lib/content/clinic";
import { adminRoute, otherMethods } from "@/lib/server/api";
import { toAppointmentRecord } from "@/lib/server/domain/appointments";
import { bookForPatient } from "@/lib/server/domain/booking";
import { manageUrl } from "@/lib/server/domain/manage";
import { patientLanguage } from "@/lib/server/domain/patients";
import { ok, parse, readJson } from "@/lib/server/http";
import type { BookedForPatient } from "@/lib/shared/api/patients";
import { APPOINTMENT_MESSAGES } from "@/lib/shared/validation/appointments";
import { bookForPatientSchema, patientIdParams } from "@/lib/shared/validation/patients";
import { STAFF } from "@/lib/shared/roles";

/**
 * Admin: book an appointment for a known patient (the profile's Book appointment):
 * `{serviceRequired, preferredDate, preferredTime, additionalInfo?}` under the booking
 * rules → 201 with the appointment and its manage link (in the patient's language); 404
 * unknown patient, 409 taken slot.
 */
export const POST = adminRoute(
  { roles: STAFF, params: patientIdParams },
  async ({ req, params: { key: patientId }, audit }) => {
    const input = parse(bookForPatientSchema(bookingRules()), await readJson(req));
    const { appointment, manageToken } = await bookForPatient(patientId, input);
    await audit({ action: "appointment.create", target: appointment.timestamp, detail: `patient ${patientId}` });
    return ok(
      {
        message: APPOINTMENT_MESSAGES.booked,
        appointment: toAppointmentRecord(appointment),
        manageUrl: manageUrl(manageToken, await patientLanguage(patientId)),
      } satisfies BookedForPatient,
      201,
    );
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
