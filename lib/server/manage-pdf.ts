/**
 * A signed PDF the patient keeps from their manage link (a prescription, FEATURES.md §11; a
 * letter, §14): counted per link and per network (issue 41 G5), drawn in the patient's
 * language, A4, and put in the patient's access log.
 */
import "server-only";
import { hashManageToken } from "./domain/appointments";
import { MANAGE_LINK_ACTOR, recordPatientView, type ViewedWhat } from "./domain/patient-access";
import { patientLanguage } from "./domain/patients";
import { clientIp, downloadHeaders } from "./http";
import { manageDocumentLimiter } from "./rate-limit";
import type { Locale } from "../i18n/locales";

export async function manageLinkPdf(
  req: Request,
  token: string,
  record: { patientId: number; number: string | null; what: ViewedWhat },
  draw: (lang: Locale) => Promise<{ pdf: Buffer; fileName: string }>,
): Promise<Response> {
  const lang = await patientLanguage(record.patientId);
  manageDocumentLimiter.hit(hashManageToken(token), clientIp(req));
  const { pdf, fileName } = await draw(lang);
  await recordPatientView({
    actor: MANAGE_LINK_ACTOR,
    ip: clientIp(req),
    patientId: record.patientId,
    what: record.what,
    detail: record.number ?? undefined,
  });
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: downloadHeaders(fileName, "application/pdf", pdf.length),
  });
}
