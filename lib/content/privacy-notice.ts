/**
 * The privacy notice the booking form shows (DPDP Act s.5, FEATURES.md §7): its version is
 * what a booking's consent records (Appointment.consentNotice). The words are in the messages
 * (booking.consent, both languages); change them and add a new version here, keeping the old
 * ones, so every stored consent still names the text the patient saw.
 */
export const PRIVACY_NOTICE_VERSIONS = ["2026-11-24"] as const;
export type PrivacyNoticeVersion = (typeof PRIVACY_NOTICE_VERSIONS)[number];
/** The version the form shows now. */
export const PRIVACY_NOTICE_VERSION: PrivacyNoticeVersion = PRIVACY_NOTICE_VERSIONS.at(-1)!;

/** What a booking's consent covers: the appointment itself always, WhatsApp only with its own tick. */
export const CONSENT_PURPOSES = ["appointment", "whatsapp"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
