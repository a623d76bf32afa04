import "server-only";
import path from "node:path";
import { z } from "zod";
import { SAMPLE_DOCTOR } from "../content/sample";
import { SMS_KINDS, type SmsKind } from "../shared/validation/messages";

/**
 * The server's configuration: read from the environment and validated once.
 * Defaults let a fresh clone run; invalid values stop start-up with a clear message.
 * Server-only — never import this from a client component (the clinic's public
 * identity reaches pages through lib/content/clinic.ts).
 */
/** A DLT template id: the digits (usually 19) the operator's portal gives a registered template. */
const dltId = z
  .string()
  .trim()
  .regex(/^\d{6,30}$/, "must be a DLT template id (digits)");

/**
 * SMS_TEMPLATES: `{kind: {en: templateId, ta: templateId}}` (FEATURES.md §15), JSON. Bad JSON or
 * an unknown kind stops start-up; a kind or language left out is not sent by SMS.
 */
const smsTemplates = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    if (!v) return {};
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: 'must be JSON such as {"reminder": {"en": "1107…", "ta": "1107…"}}' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .record(z.string(), z.strictObject({ en: dltId.optional(), ta: dltId.optional() }))
      .refine((r) => Object.keys(r).every((k) => (SMS_KINDS as readonly string[]).includes(k)), {
        message: `kinds must be among: ${SMS_KINDS.join(", ")}`,
      })
      .transform((r) => r as Partial<Record<SmsKind, { en?: string; ta?: string }>>),
  );

/** "6/30" → at most 6 per 30 minutes. */
const bookingRate = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,5}\/\d{1,5}$/, "must be bookings/minutes, e.g. 6/30")
    .default(fallback)
    .transform((v) => {
      const [count, minutes] = v.split("/").map(Number);
      return { count, windowMs: minutes * 60_000 };
    })
    .pipe(
      z.object({
        count: z.number().int().min(1, "must allow at least 1 booking"),
        windowMs: z.number().int().min(60_000, "the window must be at least 1 minute"),
      }),
    );

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOSTNAME: z.string().min(1).default("localhost"),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, "must start with file: (SQLite) or postgresql://")
    .default("file:./data/clinic.db"),
  UPLOADS_DIR: z.string().min(1).default("./uploads"),
  BACKUPS_DIR: z.string().min(1).default("./data/backups"),
  // How many reverse proxies of ours stand in front (FEATURES.md §1): 0 (off) trusts only
  // the socket's address; N takes the N-th X-Forwarded-For entry from the right.
  TRUST_PROXY: z
    .string()
    .trim()
    .toLowerCase()
    .transform((v) => (v === "off" || v === "false" ? "0" : v === "true" ? "1" : v))
    .pipe(z.string().regex(/^\d{1,2}$/, "must be off or a number of proxies"))
    .transform(Number)
    .pipe(z.number().max(10, "must be at most 10"))
    .default(0),
  SITE_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).optional(),
  CLINIC_NAME: z.string().min(1).max(80).default("HeartCare Clinic (dev)"),
  // The clinic's public identity. Public pages are prerendered, so these are read at build time.
  CLINIC_DOCTOR_NAME: z.string().min(1).max(80).default(SAMPLE_DOCTOR.en),
  // the doctor's name as Tamil pages write it (issue 29); unset, the Latin name (or the sample's Tamil)
  CLINIC_DOCTOR_NAME_TA: z.string().min(1).max(80).optional(),
  CLINIC_ADDRESS: z.string().min(1).max(200).default("12 Cathedral Road, Gopalapuram, Chennai, Tamil Nadu 600086"),
  CLINIC_PHONE: z
    .string()
    .regex(/^\+?[0-9 ()-]{7,20}$/, "must be a phone number")
    .default("+91 98400 12345"),
  CLINIC_WHATSAPP: z
    .string()
    .regex(/^[0-9]{8,15}$/, "must be digits with country code, e.g. 919840012345")
    .default("919840012345"),
  CLINIC_EMAIL: z.email().default("appointments@heartcare-clinic.example"),
  CLINIC_MAPS_URL: z
    .url({ protocol: /^https$/ })
    .default("https://www.google.com/maps/search/?api=1&query=Cathedral+Road+Gopalapuram+Chennai"),
  // The doctor's medical council registration, shown in every public page's footer (the NMC's
  // rules): the number as the council issued it, and the council. Read at build time.
  CLINIC_DOCTOR_REGISTRATION: z.string().trim().min(1).max(40).default("TN-00000 (sample)"),
  CLINIC_DOCTOR_COUNCIL: z.string().trim().min(1).max(80).default("Tamil Nadu Medical Council"),
  // The doctor's qualifications as the prescription's letterhead gives them (IMC Regulations 2002, 1.4.2).
  CLINIC_DOCTOR_QUALIFICATIONS: z.string().trim().min(1).max(120).default("MBBS, MD, DM (Cardiology)"),
  // UPI for the desk's bills (FEATURES.md §12): the clinic's virtual payment address and the
  // name UPI apps show. Unset: the desk takes cash and card only (the UPI call answers 409).
  UPI_VPA: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/, "must be a UPI address such as clinic@okaxis")
    .optional(),
  UPI_PAYEE_NAME: z.string().trim().min(1).max(50).optional(),
  // The merchant category code the UPI link carries as `mc` (NPCI: four digits, e.g. 8011 for
  // doctors); unset, the link has none — a personal VPA has no category.
  UPI_MC: z
    .string()
    .trim()
    .regex(/^\d{4}$/, "must be a 4-digit merchant category code such as 8011")
    .optional(),
  // The person patients contact about their data (DPDP Act s.8(10), s.13): named in the booking
  // form's notice and the privacy policy. Unset: the clinic's own e-mail and phone.
  GRIEVANCE_NAME: z.string().trim().min(1).max(80).optional(),
  GRIEVANCE_EMAIL: z.email().optional(),
  GRIEVANCE_PHONE: z
    .string()
    .regex(/^\+?[0-9 ()-]{7,20}$/, "must be a phone number")
    .optional(),
  // Retention (FEATURES.md §7): medical records are kept this many years after the patient's
  // last visit (3 under Indian regulations), then listed for a person to review — never deleted
  // automatically. Audit entries older than AUDIT_RETENTION_DAYS may be pruned (npm run audit:prune).
  RECORD_RETENTION_YEARS: z.coerce.number().int().min(3, "must be at least 3 (Indian regulations)").max(100).default(3),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(365, "must be at least 365").max(36_500).default(365),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .default(12),
  // Two-factor sign-in (FEATURES.md §9): on, a signed-in account without it may only set it up.
  // Unset: on in production, off otherwise.
  REQUIRE_TWO_FACTOR: z
    .stringbool({ truthy: ["1", "true", "on", "yes"], falsy: ["0", "false", "off", "no"] })
    .optional(),
  ADMIN_USERNAME: z.string().trim().min(3).max(64).optional(),
  ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").max(256).optional(),
  BACKUP_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM")
    .default("01:00"),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(14),
  // Authenticates backup archives (lib/server/backups/key.ts): 32 random bytes as 64 hex characters,
  // e.g. `openssl rand -hex 32`. Unset: a key generated on first use is kept in backup.key.
  BACKUP_KEY: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/, "must be 64 hex characters (32 random bytes), e.g. from openssl rand -hex 32")
    .optional(),
  // How many days ahead (clinic time) a slot may be booked, public form and admin alike.
  BOOKING_HORIZON_DAYS: z.coerce.number().int().min(1).max(730).default(90),
  // Booking floods (docs/decisions/017-booking-floods.md), "bookings/minutes": the clinic takes at most
  // BOOKING_WEB_BUDGET web bookings in any such rolling window, and one client network (IPv4 /24, IPv6 /64;
  // an IPv6 /48 twice as many) at most BOOKING_NETWORK_LIMIT, and one evening at most BOOKING_EVENING_LIMIT of
  // the anonymous web bookings (decision 038). Beyond: "please call the clinic".
  BOOKING_WEB_BUDGET: bookingRate("6/30"),
  BOOKING_EVENING_LIMIT: bookingRate("2/30"),
  BOOKING_NETWORK_LIMIT: bookingRate("12/360"),
  // Patients may cancel or reschedule online until this many hours before the appointment (FEATURES.md §3).
  MANAGE_CUTOFF_HOURS: z.coerce.number().min(0).max(168).default(2),
  // Messages (FEATURES.md §4), each channel optional. E-mail: an SMTP server, smtp:// or smtps://.
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be smtp://user:pass@host:port or smtps://…" }).optional(),
  MAIL_FROM: z.string().trim().min(3).max(200).optional(),
  // Where the clinic is told of new bookings and of patients' own changes.
  CLINIC_NOTIFY_EMAIL: z.email().optional(),
  // WhatsApp Business Cloud API: both needed to send; the base URL is Meta's Graph API unless a test points it elsewhere.
  WHATSAPP_TOKEN: z.string().trim().min(10).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .trim()
    .regex(/^\d{5,20}$/, "must be the phone number's numeric id")
    .optional(),
  WHATSAPP_API_URL: z.url({ protocol: /^https?$/ }).default("https://graph.facebook.com/v21.0"),
  // The WhatsApp templates the clinic registered, by message kind ("reminder=clinic_reminder,closure=…"); unnamed kinds keep the README's names.
  WHATSAPP_TEMPLATES: z
    .string()
    .trim()
    .regex(
      /^([a-z-]+=[a-z0-9_]+)(\s*,\s*[a-z-]+=[a-z0-9_]+)*$/,
      "must be kind=template_name pairs, e.g. reminder=clinic_reminder",
    )
    .optional()
    .transform(
      (v) =>
        Object.fromEntries(
          (v ?? "")
            .split(",")
            .filter(Boolean)
            .map((pair) => pair.split("=").map((s) => s.trim())),
        ) as Record<string, string>,
    ),
  // The language code the templates were approved in (Meta's codes: en, en_US, ta).
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, "must be a language code such as en or ta")
    .default("en"),
  // …and the code of the same templates registered in Tamil, for patients who read Tamil (FEATURES.md §6).
  WHATSAPP_TEMPLATE_LANGUAGE_TA: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, "must be a language code such as ta")
    .default("ta"),
  // SMS through a DLT gateway's flow API (FEATURES.md §15, MSG91's shape): all three and a template
  // per kind and language needed to send. SMS_AUTH_KEY is a secret: never logged, never in a backup.
  SMS_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_AUTH_KEY: z.string().trim().min(8, "must be the gateway's auth key").optional(),
  SMS_SENDER_ID: z
    .string()
    .trim()
    .regex(/^[A-Z]{6}$/, "must be the 6-letter DLT header, e.g. HRTCLN")
    .optional(),
  SMS_TEMPLATES: smsTemplates,
  // How often each server process looks for messages due (seconds).
  MESSAGE_POLL_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  // Hours before an appointment a reminder goes: one number or a list such as "24,3".
  REMINDER_HOURS: z
    .string()
    .trim()
    .regex(/^\d{1,3}(\s*,\s*\d{1,3})*$/, "must be hours, e.g. 24 or 24,3")
    .default("24")
    .transform((v) =>
      [...new Set(v.split(",").map((h) => Number(h.trim())))].filter((h) => h > 0).sort((a, b) => b - a),
    ),
});

export type Config = z.infer<typeof schema> & {
  logLevel: "debug" | "info" | "warn" | "error";
  isProduction: boolean;
  /** REQUIRE_TWO_FACTOR, or on in production when unset */
  requireTwoFactor: boolean;
  uploadsDir: string;
  backupsDir: string;
  dataDir: string;
};

export function parseConfig(env: Record<string, string | undefined>): Config {
  // Empty strings in .env files mean "unset", not "invalid".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  const isProduction = c.NODE_ENV === "production";
  const sqlitePath = c.DATABASE_URL.startsWith("file:") ? c.DATABASE_URL.slice(5) : null;
  return {
    ...c,
    logLevel: c.LOG_LEVEL ?? (isProduction ? "info" : "debug"),
    isProduction,
    requireTwoFactor: c.REQUIRE_TWO_FACTOR ?? isProduction,
    uploadsDir: path.resolve(c.UPLOADS_DIR),
    backupsDir: path.resolve(c.BACKUPS_DIR),
    dataDir: path.resolve(sqlitePath ? path.dirname(sqlitePath) : "./data"),
  };
}

let cached: Config | undefined;
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
