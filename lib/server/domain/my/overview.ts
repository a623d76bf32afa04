/**
 * What My appointments shows (FEATURES.md §15): every live patient record on the session's phone
 * (a family shares one) — appointments with their manage links, finalised prescriptions, bills
 * and reports — and nothing of any other phone. The PDFs are the clinic's own, served by
 * /api/my/prescriptions/{id}/pdf and /api/my/bills/{id}/receipt after `ownPrescription`/`ownBill`.
 */
import "server-only";
import type { MyAnswer, MyPatient } from "../../../shared/api/my";
import { todayIst } from "../../../shared/clinic-time";
import { manageTokenOf } from "../appointments";
import { db } from "../../db";
import { notFound } from "../../http";
import { LIVE } from "../live-patients";
import { manageUrl } from "../manage";
import { languageOf } from "../patients";
import { DOCUMENT_TITLES, type DocumentKind } from "../../../shared/validation/documents";

const onPhone = (key: string) => ({ phoneKey: key, ...LIVE });

/** Every patient of the phone `key`, newest appointment first. */
export async function myOverview(key: string): Promise<MyAnswer> {
  const patients = await db().patient.findMany({
    where: onPhone(key),
    orderBy: { id: "asc" },
    include: {
      appointments: { orderBy: [{ preferredDate: "desc" }, { preferredTime: "desc" }] },
      prescriptions: { where: { status: "final" }, orderBy: { finalisedAt: "desc" } },
      bills: { orderBy: { id: "desc" } },
      reports: { orderBy: { id: "desc" } },
      documents: { orderBy: { id: "desc" } },
    },
  });
  return {
    patients: await Promise.all(
      patients.map(async (p): Promise<MyPatient> => {
        const locale = languageOf(p);
        return {
          id: p.id,
          name: p.name,
          appointments: await Promise.all(
            p.appointments.map(async (a) => {
              const token = await manageTokenOf(a);
              return {
                date: a.preferredDate,
                time: a.preferredTime,
                status: a.status,
                service: a.serviceRequired,
                manageUrl: token ? manageUrl(token, locale) : null,
              };
            }),
          ),
          prescriptions: p.prescriptions.map((rx) => ({
            number: rx.number ?? "",
            // the clinic's day (IST), not UTC's: one finalised before 05:30 IST is not dated the day before
            date: todayIst(rx.finalisedAt ?? rx.createdAt),
            pdfUrl: `/api/my/prescriptions/${rx.id}/pdf?lang=${locale}`,
          })),
          documents: p.documents.map((d) => ({
            title: `${DOCUMENT_TITLES[d.kind as DocumentKind][locale]} ${d.number}`,
            date: todayIst(d.createdAt),
            pdfUrl: `/api/my/documents/${d.id}/pdf?lang=${locale}`,
          })),
          bills: p.bills.map((b) => ({
            number: b.number,
            date: b.date,
            total: b.total,
            paid: b.paid,
            status: b.status,
            receiptUrl: `/api/my/bills/${b.id}/receipt?lang=${locale}`,
          })),
          reports: p.reports.map((r) => ({ name: r.reportName, type: r.reportType, date: r.uploadDate })),
          consent: {
            whatsapp: p.whatsappConsent,
            sms: p.smsConsent,
          },
        };
      }),
    ),
  };
}

/** A patient of the phone `key`; 404 for any other (another phone's looks like nobody's). */
export async function ownPatient(key: string, patientId: number): Promise<number> {
  const p = await db().patient.findFirst({ where: { id: patientId, ...onPhone(key) }, select: { id: true } });
  if (!p) throw notFound();
  return p.id;
}

/** A finalised prescription of a patient of the phone `key`; 404 otherwise. */
export async function ownPrescription(key: string, id: number) {
  const rx = await db().prescription.findFirst({ where: { id, status: "final", patient: onPhone(key) } });
  if (!rx) throw notFound();
  return rx;
}

/** A letter or certificate of a patient of the phone `key`; 404 otherwise. */
export async function ownDocument(key: string, id: number) {
  const doc = await db().clinicalDocument.findFirst({ where: { id, patient: onPhone(key) } });
  if (!doc) throw notFound();
  return doc;
}

/** The id of a bill of a patient of the phone `key`; 404 otherwise. */
export async function ownBill(key: string, id: number): Promise<number> {
  const bill = await db().bill.findFirst({ where: { id, patient: onPhone(key) }, select: { id: true } });
  if (!bill) throw notFound();
  return bill.id;
}
