/**
 * The channels a message leaves by (FEATURES.md §4, §15), each optional: e-mail over SMTP with
 * nodemailer, the WhatsApp Business Cloud API's template messages over HTTP, and SMS through a
 * DLT gateway (sms.ts). Settings
 * come from configuration (transportsFromConfig); tests pass their own loopback servers.
 * Errors are thrown with a short, secret-free text, which the outbox keeps as `lastError`.
 */
import "server-only";
import nodemailer from "nodemailer";
import { config } from "../config";
import type { MessageChannel } from "./queue";
import { sendSms, type SmsPayload, type SmsSettings } from "./sms";

/** An e-mail as the outbox keeps it. */
export type EmailPayload = {
  subject: string;
  text: string;
  /** `content` is text, or base64 when `encoding` says so (a PDF) */
  attachments?: { filename: string; content: string; contentType: string; encoding?: "base64" }[];
};

/**
 * A WhatsApp template message: the template's name, language and body parameters, in order;
 * and for a template with a document header (a prescription), the PDF — uploaded to the
 * media endpoint first, then named in the header by the id Meta answers.
 */
export type WhatsAppPayload = {
  template: string;
  language: string;
  parameters: string[];
  document?: { filename: string; contentType: string; base64: string };
};

export type TransportSettings = {
  smtpUrl?: string;
  mailFrom?: string;
  whatsapp?: { apiUrl: string; token: string; phoneNumberId: string };
  sms?: SmsSettings;
};

export type Transports = {
  channels: MessageChannel[];
  send(channel: string, to: string, payload: unknown): Promise<void>;
};

/** A send waits this long at most, well inside a worker's claim on the message. */
const SEND_TIMEOUT_MS = 30_000;

export function createTransports(settings: TransportSettings): Transports {
  const mailer = settings.smtpUrl
    ? nodemailer.createTransport(settings.smtpUrl, {
        from: settings.mailFrom,
      })
    : null;
  const { whatsapp, sms } = settings;
  return {
    channels: [
      ...(mailer ? (["email"] as const) : []),
      ...(whatsapp ? (["whatsapp"] as const) : []),
      ...(sms ? (["sms"] as const) : []),
    ],
    async send(channel, to, payload) {
      if (channel === "email") {
        if (!mailer) throw new Error("E-mail is not configured (SMTP_URL).");
        const { subject, text, attachments } = payload as EmailPayload;
        await withTimeout(mailer.sendMail({ to, subject, text, attachments }), "SMTP");
        return;
      }
      if (channel === "whatsapp") {
        if (!whatsapp) throw new Error("WhatsApp is not configured (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID).");
        await sendWhatsApp(whatsapp, to, payload as WhatsAppPayload);
        return;
      }
      if (channel === "sms") {
        if (!sms) throw new Error("SMS is not configured (SMS_API_URL, SMS_AUTH_KEY, SMS_SENDER_ID).");
        await sendSms(sms, to, payload as SmsPayload, SEND_TIMEOUT_MS);
        return;
      }
      throw new Error(`Unknown channel: ${channel}`);
    },
  };
}

async function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: no answer within ${SEND_TIMEOUT_MS / 1000} s`)),
      SEND_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

type WhatsAppSettings = NonNullable<TransportSettings["whatsapp"]>;

/** A failed Cloud API call as the outbox keeps it: the status and Meta's own words, short. */
async function whatsAppError(res: Response): Promise<Error> {
  const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
  return new Error(`WhatsApp API ${res.status}: ${String(body?.error?.message ?? res.statusText).slice(0, 200)}`);
}

/** Uploads a document to the Cloud API's media endpoint; answers the media id a message names it by. */
async function uploadMedia(settings: WhatsAppSettings, document: NonNullable<WhatsAppPayload["document"]>) {
  const form = new FormData();
  form.append("messaging_product", "whatsapp");
  form.append("type", document.contentType);
  form.append(
    "file",
    new Blob([Buffer.from(document.base64, "base64")], { type: document.contentType }),
    document.filename,
  );
  const res = await fetch(`${settings.apiUrl.replace(/\/$/, "")}/${settings.phoneNumberId}/media`, {
    method: "POST",
    headers: { authorization: `Bearer ${settings.token}` },
    body: form,
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  if (!res.ok) throw await whatsAppError(res);
  const { id } = (await res.json()) as { id?: string };
  if (!id) throw new Error("WhatsApp API: the media upload answered no id");
  return id;
}

async function sendWhatsApp(
  settings: WhatsAppSettings,
  to: string,
  { template, language, parameters, document }: WhatsAppPayload,
): Promise<void> {
  const header = document
    ? [
        {
          type: "header",
          parameters: [
            { type: "document", document: { id: await uploadMedia(settings, document), filename: document.filename } },
          ],
        },
      ]
    : [];
  const res = await fetch(`${settings.apiUrl.replace(/\/$/, "")}/${settings.phoneNumberId}/messages`, {
    method: "POST",
    headers: { authorization: `Bearer ${settings.token}`, "content-type": "application/json" },
    body: JSON.stringify({
      messaging_product: "whatsapp",
      to,
      type: "template",
      template: {
        name: template,
        language: { code: language },
        components: [...header, { type: "body", parameters: parameters.map((text) => ({ type: "text", text })) }],
      },
    }),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  if (!res.ok) throw await whatsAppError(res);
}

/** The SMS gateway's settings, when all three are configured (templates are per kind: sms-channel.ts). */
function smsSettings(): SmsSettings | undefined {
  const c = config();
  return c.SMS_API_URL && c.SMS_AUTH_KEY && c.SMS_SENDER_ID
    ? { apiUrl: c.SMS_API_URL, authKey: c.SMS_AUTH_KEY, senderId: c.SMS_SENDER_ID }
    : undefined;
}

/** The channels configuration sets up (FEATURES.md §4, §15): any of e-mail, WhatsApp and SMS. */
export function configuredChannels(): MessageChannel[] {
  const c = config();
  return [
    ...(c.SMTP_URL ? (["email"] as const) : []),
    ...(c.WHATSAPP_TOKEN && c.WHATSAPP_PHONE_NUMBER_ID ? (["whatsapp"] as const) : []),
    ...(smsSettings() ? (["sms"] as const) : []),
  ];
}

/** The configured channels' transports. */
export function transportsFromConfig(): Transports {
  const c = config();
  return createTransports({
    smtpUrl: c.SMTP_URL,
    // quoted: a clinic's name may hold what an address header reads as a comment, "(dev)"
    mailFrom: c.MAIL_FROM ?? `"${c.CLINIC_NAME.replace(/["\\]/g, "")}" <${c.CLINIC_EMAIL}>`,
    whatsapp:
      c.WHATSAPP_TOKEN && c.WHATSAPP_PHONE_NUMBER_ID
        ? { apiUrl: c.WHATSAPP_API_URL, token: c.WHATSAPP_TOKEN, phoneNumberId: c.WHATSAPP_PHONE_NUMBER_ID }
        : undefined,
    sms: smsSettings(),
  });
}
