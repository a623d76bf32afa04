import { z } from "zod";
import { otherMethods, route } from "@/lib/server/api";
import { findByManageToken, manageIcs } from "@/lib/server/domain/manage";
import { patientLanguage } from "@/lib/server/domain/patients";
import { manageLimiter } from "@/lib/server/rate-limit";
import { LOCALES } from "@/lib/i18n/locales";
import { icsFileName } from "@/lib/shared/ics";
import { manageTokenParams } from "@/lib/shared/validation/manage";

/** `?lang=ta`: the file's words in that language (the page the patient downloads it from); by default the patient's. */
const icsQuery = z.object({ lang: z.enum(LOCALES, { error: "The language must be 'en' or 'ta'." }).optional() });

/** Public: the appointment as a calendar file — a stable UID, SEQUENCE raised on every change, STATUS:CANCELLED once cancelled. */
export const GET = route(
  { params: manageTokenParams, searchParams: icsQuery, limiter: manageLimiter, noStore: true },
  async ({ params, searchParams }) => {
    const appointment = await findByManageToken(params.token);
    const locale = searchParams.lang ?? (await patientLanguage(appointment.patientId));
    return new Response(manageIcs(appointment, params.token, locale), {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${icsFileName(appointment.preferredDate, appointment.preferredTime)}"`,
      },
    });
  },
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
