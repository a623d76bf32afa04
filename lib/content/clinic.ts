/**
 * The clinic's public identity and hours. Identity comes from configuration (read at
 * build time, since public pages are prerendered); everything here is safe to send to
 * the browser — pass values down as props, never import lib/server/config in client code.
 */
import { site } from "../../messages/en/site";
import { config } from "../server/config";
import { SAMPLE_DOCTOR } from "./sample";
import type { Text } from "../i18n/locales";
import type { BookingRules } from "../shared/validation/booking";

export const EMERGENCY_NUMBER = "108";

export type ClinicIdentity = {
  name: string;
  /** the doctor's name in Latin script (JSON-LD, English pages, letters) */
  doctorName: string;
  /** …and as each language's pages write it */
  doctorNames: Text;
  address: string;
  city: string;
  phone: string;
  /** tel: form of phone */
  phoneHref: string;
  whatsapp: string;
  email: string;
  mapsUrl: string;
  siteUrl: string;
  /** the doctor's medical council registration, shown in every public page's footer (IMC Regulations 2002, 6.1) */
  registration: { number: string; council: string };
  /** whom patients contact about their data (DPDP Act s.8(10)): the booking form's notice and the privacy policy */
  grievance: GrievanceContact;
};

export type GrievanceContact = {
  name: string;
  /** the name as each language writes it (the doctor's Tamil name on Tamil pages when it is the doctor) */
  names: { en: string; ta: string };
  email: string;
  phone: string;
  /** tel: form of phone */
  phoneHref: string;
};

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

export function clinic(): ClinicIdentity {
  const c = config();
  const doctorNames = {
    en: c.CLINIC_DOCTOR_NAME,
    ta:
      c.CLINIC_DOCTOR_NAME_TA ?? (c.CLINIC_DOCTOR_NAME === SAMPLE_DOCTOR.en ? SAMPLE_DOCTOR.ta : c.CLINIC_DOCTOR_NAME),
  };
  return {
    name: c.CLINIC_NAME,
    doctorName: c.CLINIC_DOCTOR_NAME,
    doctorNames,
    address: c.CLINIC_ADDRESS,
    // the clinic is in Chennai: the name stands in when the address is written without commas
    city: c.CLINIC_ADDRESS.split(",").at(-2)?.trim() || "Chennai",
    phone: c.CLINIC_PHONE,
    phoneHref: telHref(c.CLINIC_PHONE),
    whatsapp: c.CLINIC_WHATSAPP,
    email: c.CLINIC_EMAIL,
    mapsUrl: c.CLINIC_MAPS_URL,
    siteUrl: c.SITE_URL.replace(/\/$/, ""),
    registration: { number: c.CLINIC_DOCTOR_REGISTRATION, council: c.CLINIC_DOCTOR_COUNCIL },
    // unset: the doctor, at the clinic's own e-mail and phone
    grievance: {
      name: c.GRIEVANCE_NAME ?? c.CLINIC_DOCTOR_NAME,
      names: c.GRIEVANCE_NAME ? { en: c.GRIEVANCE_NAME, ta: c.GRIEVANCE_NAME } : doctorNames,
      email: c.GRIEVANCE_EMAIL ?? c.CLINIC_EMAIL,
      phone: c.GRIEVANCE_PHONE ?? c.CLINIC_PHONE,
      phoneHref: telHref(c.GRIEVANCE_PHONE ?? c.CLINIC_PHONE),
    },
  };
}

/** What the booking form's privacy notice states from configuration (props, like the booking rules). */
export type PrivacyNoticeFacts = {
  /** medical records are kept this many years after the last visit (RECORD_RETENTION_YEARS) */
  retentionYears: number;
  contact: GrievanceContact;
};

export function privacyNoticeFacts(): PrivacyNoticeFacts {
  return { retentionYears: config().RECORD_RETENTION_YEARS, contact: clinic().grievance };
}

/**
 * The configured booking rules: the server validates with them, and the booking forms get
 * them as a prop (public pages are prerendered, so the form's copy is the build's; the
 * server's check is the one that counts).
 */
export function bookingRules(): BookingRules {
  return { horizonDays: config().BOOKING_HORIZON_DAYS };
}

/** A wa.me chat link with a prefilled, encoded message. */
export function whatsappLink(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

export const WHATSAPP_GREETING = site.whatsappGreeting;
