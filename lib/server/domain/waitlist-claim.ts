/**
 * Claiming a waiting-list offer (FEATURES.md §14, docs/decisions/042 point 2): the claim page
 * shows the place, and one tap books it. A claim is one transaction: the offer's conditional
 * update `open → claimed` (only one claimant can win it), then the booking as a public booking
 * stores it — the patient found by the booking's matching rules or created, the appointment
 * holding the slot, its messages through onBooked — whose unique `activeSlot` settles a race
 * with any other booking. The loser gets 410 and keeps their place on the list.
 */
import "server-only";
import type { Locale } from "../../i18n/locales";
import { isLocale } from "../../i18n/locales";
import { now } from "../../shared/clock";
import { sayEnglish } from "../../shared/validation/say";
import { WAITLIST_SERVICE, WAITLIST_TOKEN_PATTERN } from "../../shared/validation/waitlist";
import { db, transaction } from "../db";
import { HttpError, notFound } from "../http";
import { onBooked } from "../outbox/notify";
import { hashManageToken, manageTokenFor, slotColumns, type Appointment } from "./appointments";
import { closureAt } from "./closures";
import { findBookingPatient, newPatientData } from "./patients";
import { insertWithRetry, uniqueViolationFields } from "./records";

/** 410: the offer ended (expired, claimed, withdrawn) or its place was taken; they stay on the list. */
const gone = () => new HttpError(410, sayEnglish("offer_gone"), {}, {}, { code: "offer_gone" });

/** The offer a claim link opens (with its entry), or the one 404 for every link that opens none. */
async function offerByToken(token: string) {
  const offer = WAITLIST_TOKEN_PATTERN.test(token)
    ? await db().waitlistOffer.findUnique({ where: { tokenHash: hashManageToken(token) }, include: { entry: true } })
    : null;
  if (!offer) throw notFound(sayEnglish("offer_not_found"), { code: "offer_not_found" });
  return offer;
}

/** What the claim page shows: the place, until when it is held, and whether it can still be claimed. */
export async function offerView(
  token: string,
  at: Date = now(),
): Promise<{ date: string; time: string; expiresAt: string; open: boolean; locale: Locale }> {
  const offer = await offerByToken(token);
  return {
    date: offer.date,
    time: offer.time,
    expiresAt: offer.expiresAt.toISOString(),
    open: offer.status === "open" && offer.expiresAt > at,
    locale: isLocale(offer.entry.language) ? offer.entry.language : "en",
  };
}

/**
 * `POST /api/appointments/waitlist/claim/{token}`: books the offered place for the entry and
 * answers the appointment with its manage-link token; 410 `offer_gone` when the offer has ended
 * or someone else's booking took the place first (the offer is then withdrawn, the entry still
 * waiting), 404 `offer_not_found` for an unknown link.
 */
export async function claimOffer(
  token: string,
): Promise<{ appointment: Appointment; manageToken: string; locale: Locale }> {
  const offer = await offerByToken(token);
  if (offer.status !== "open" || offer.expiresAt <= now()) throw gone();
  const entry = offer.entry;
  const slot = { preferredDate: offer.date, preferredTime: offer.time };
  const locale: Locale = isLocale(entry.language) ? entry.language : "en";
  try {
    return await insertWithRetry(
      async ({ at, timestamp }) => {
        const { token: manageToken, hash } = await manageTokenFor(timestamp);
        const appointment = await transaction(async (tx) => {
          const won = await tx.waitlistOffer.updateMany({
            where: { id: offer.id, status: "open", expiresAt: { gt: at } },
            data: { status: "claimed", claimedAt: at, slotKey: null },
          });
          if (won.count === 0) throw gone();
          if (await closureAt(slot, tx)) throw gone();
          const activeSlot = `${slot.preferredDate} ${slot.preferredTime}`;
          if (await tx.appointment.findUnique({ where: { activeSlot }, select: { id: true } })) throw gone();
          const details = { name: entry.name, phone: entry.phone, email: entry.email };
          const { patient, emailInUse } = await findBookingPatient(tx, details);
          const data = {
            timestamp,
            name: entry.name,
            email: entry.email,
            phone: entry.phone,
            serviceRequired: WAITLIST_SERVICE,
            ...slotColumns("", slot.preferredDate, slot.preferredTime),
            manageTokenHash: hash,
            source: "web",
            // offered by the clinic, not an anonymous booking: outside the online budget (booking-floods.ts)
            webReview: "waitlist",
            createdAt: at,
            consentNotice: entry.consentNotice,
            consentWhatsapp: entry.consentWhatsapp,
          };
          const patientId =
            patient?.id ??
            (
              await tx.patient.create({
                data: {
                  ...newPatientData(emailInUse ? { ...details, email: null } : details),
                  language: locale,
                  createdAt: at,
                  whatsappConsent: entry.consentWhatsapp,
                  whatsappConsentAt: entry.consentAt,
                  whatsappConsentBy: "booking",
                  ...(entry.consentSms !== null
                    ? { smsConsent: entry.consentSms, smsConsentAt: entry.consentAt, smsConsentBy: "booking" }
                    : {}),
                },
                select: { id: true },
              })
            ).id;
          const saved = await tx.appointment.create({ data: { ...data, patientId } });
          await tx.waitlistEntry.update({
            where: { id: entry.id },
            data: { status: "booked", endedAt: at, patientId: entry.patientId ?? patientId },
          });
          await onBooked(tx, saved, "patient", at);
          return saved;
        });
        return { appointment, manageToken, locale };
      },
      (error) => {
        // the place's unique slot: another booking won the race
        const fields = uniqueViolationFields(error);
        if (fields.length === 0 || fields.some((f) => /active_?slot|preferred_?(date|time)/i.test(f))) throw gone();
      },
    );
  } catch (error) {
    if (error instanceof HttpError && error.status === 410) await withdrawIfTaken(offer.id, slot);
    throw error;
  }
}

/** A place lost to another booking: the offer is withdrawn (the entry keeps waiting for the next one). */
async function withdrawIfTaken(offerId: number, slot: { preferredDate: string; preferredTime: string }) {
  const taken = await db().appointment.count({
    where: { activeSlot: `${slot.preferredDate} ${slot.preferredTime}` },
  });
  if (taken > 0 || (await closureAt(slot)))
    await db().waitlistOffer.updateMany({
      where: { id: offerId, status: "open" },
      data: { status: "withdrawn", slotKey: null },
    });
}
