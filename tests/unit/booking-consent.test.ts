/**
 * The booking form's consent rule (FEATURES.md §7), kept with the shared schema: the form's
 * schema refuses a booking whose privacy notice was not agreed, with the words the form shows
 * at the box (in Tamil on a Tamil page), while the server's schema still takes a booking
 * without `consent` from other clients. With the box ticked, the payload carries the notice's
 * version and the WhatsApp tick.
 */
import { createTranslator } from "next-intl";
import { PRIVACY_NOTICE_VERSION } from "@/lib/content/privacy-notice";
import { setNow } from "@/lib/shared/clock";
import {
  CONSENT_REQUIRED_MESSAGE,
  REQUIRED_MESSAGE,
  validateBooking,
  validateBookingForm,
} from "@/lib/shared/validation/booking";
import { speaker, type Translate } from "@/lib/shared/validation/say";
import { MESSAGES } from "@/messages";
import { formBooking } from "../fixtures/valid-input";

const RULES = { horizonDays: 90 };
const ta = createTranslator({ locale: "ta", messages: MESSAGES.ta }) as unknown as Translate;

/** What the form sends for a filled-in booking (no consent yet). */
const filled = (overrides: Record<string, unknown> = {}) =>
  formBooking({ patientAge: 54, language: "en", ...overrides });

beforeEach(() => setNow(new Date("2026-11-24T06:30:00Z"))); // Tuesday 12:00 IST
afterEach(() => setNow(null));

describe("the booking form's consent", () => {
  it("says the spec's words, in Tamil on a Tamil page", () => {
    expect(CONSENT_REQUIRED_MESSAGE).toBe("Please tick the box to agree to the privacy notice before booking.");
    const tamil = validateBookingForm(filled(), RULES, speaker(ta, "ta"));
    expect(!tamil.success && tamil.errors.consent).toBe(MESSAGES.ta.booking.server.consentRequired);
  });

  it("refuses a filled-in booking whose box is not ticked: the message at the box and as the summary", () => {
    const result = validateBookingForm(filled(), RULES);
    expect(result).toEqual({
      success: false,
      message: CONSENT_REQUIRED_MESSAGE,
      errors: { consent: CONSENT_REQUIRED_MESSAGE },
    });
  });

  it("names the box too when other fields are missing, the summary being the required-fields one", () => {
    const result = validateBookingForm(filled({ patientName: "", consent: null }), RULES);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.message).toBe(REQUIRED_MESSAGE);
    expect(result.errors.consent).toBe(CONSENT_REQUIRED_MESSAGE);
    expect(result.errors.patientName).toBeDefined();
  });

  it("passes once ticked, carrying the notice's version and the WhatsApp choice", () => {
    for (const whatsapp of [true, false]) {
      const result = validateBookingForm(filled({ consent: { version: PRIVACY_NOTICE_VERSION, whatsapp } }), RULES);
      expect(result.success && result.data.consent).toEqual({ version: PRIVACY_NOTICE_VERSION, whatsapp });
    }
  });

  it("refuses a notice version it does not know as out of date, not as unticked", () => {
    const result = validateBookingForm(filled({ consent: { version: "2020-01-01", whatsapp: false } }), RULES);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors.consent).toBe(MESSAGES.en.booking.server.consentInvalid);
  });

  it("leaves the server's schema as it was: a booking without consent is still taken", () => {
    const result = validateBooking(filled(), RULES);
    expect(result.success).toBe(true);
    expect(result.success && result.data.consent).toBeUndefined();
  });
});
