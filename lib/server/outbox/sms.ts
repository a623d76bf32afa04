/**
 * SMS through an Indian DLT gateway's flow API (FEATURES.md §15; MSG91's shape, which others
 * copy): `POST {SMS_API_URL}` with header `authkey`, and the registered template's id, the
 * sender header and one recipient with the template's values as var1, var2, …. A non-2xx answer
 * or a body `{type: "error"}` is a failed attempt, kept as a short text without the key.
 */
import "server-only";
import { isIndianMobile, whatsappNumber } from "../../shared/phone";

/** An SMS as the worker sends it: the template and its values; `text` and `segments` are for the record. */
export type SmsPayload = { template_id: string; vars: string[]; text: string; segments: number };

export type SmsSettings = { apiUrl: string; authKey: string; senderId: string };

/** The number an SMS goes to: an Indian mobile as 91XXXXXXXXXX (+91 or 0 stripped), or null. */
export function smsNumber(phone: string): string | null {
  const number = whatsappNumber(phone);
  return isIndianMobile(number) ? number : null;
}

/** The gateway's words in a failure, short, with nothing that could be the key. */
function gatewayError(status: number, body: unknown): Error {
  const message = (body as { message?: unknown } | null)?.message;
  const said = typeof message === "string" ? message.replace(/[^\w .,:;'()/-]/g, "").slice(0, 160) : "";
  return new Error(`SMS gateway ${status}${said ? `: ${said}` : ""}`);
}

export async function sendSms(settings: SmsSettings, to: string, payload: SmsPayload, timeoutMs: number) {
  if (!isIndianMobile(to)) throw new Error("SMS: not an Indian mobile number");
  const recipient: Record<string, string> = { mobiles: to };
  payload.vars.forEach((value, i) => (recipient[`var${i + 1}`] = value));
  let res: Response;
  try {
    res = await fetch(settings.apiUrl, {
      method: "POST",
      headers: { authkey: settings.authKey, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        template_id: payload.template_id,
        sender: settings.senderId,
        short_url: 0,
        recipients: [recipient],
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    // the network's words only: a fetch error never holds the request's headers
    throw new Error(`SMS gateway unreachable: ${error instanceof Error ? error.name : "error"}`);
  }
  const body = (await res.json().catch(() => null)) as { type?: unknown } | null;
  if (!res.ok || body?.type === "error") throw gatewayError(res.status, body);
}
