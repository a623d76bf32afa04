/**
 * A finalised prescription's PDF is rendered once per language and size and then served as it
 * was (issue 41 G5): its content is frozen (FEATURES.md §13, ./document.ts), so the bytes may be
 * kept, keyed by the document's hash. Requests for one that is being rendered wait for that
 * rendering instead of queueing another. Kept in this process's memory, least recently used
 * first out, a bounded number: a restart renders again; nothing of it reaches the disk, so an
 * erased patient's prescription leaves no file behind (its rows are gone, so no request
 * reaches its bytes, which age out).
 */
import "server-only";
import type { Prescription } from "../../../generated/sqlite/client";
import type { PrescriptionDocument } from "../../../shared/api/prescriptions";
import { prescriptionDocument } from "./document";
import { renderPrescriptionPdf } from "./pdf";

/** About 100 KB each: a few MB at most. */
const KEPT = 64;
const kept = new Map<string, Promise<Buffer>>();

/**
 * The prescription as PDF bytes in `lang` and `size`: a final one with its stored content
 * rendered once and kept; a draft (or one finalised before contents were stored) drawn afresh.
 */
export async function prescriptionPdf(
  p: Prescription,
  options: Pick<PrescriptionDocument, "lang" | "size">,
): Promise<Buffer> {
  if (p.status !== "final" || !p.documentHash) return renderPrescriptionPdf(await prescriptionDocument(p, options));
  const key = `${p.id}:${p.documentHash}:${options.lang}:${options.size}`;
  let pdf = kept.get(key);
  if (pdf) kept.delete(key);
  else {
    pdf = prescriptionDocument(p, options).then(renderPrescriptionPdf);
    // a failed rendering is not kept: the next request tries again
    pdf.catch(() => kept.delete(key));
  }
  kept.set(key, pdf);
  while (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  return pdf;
}

/** Forgets every kept PDF (tests that must see a prescription drawn again from its stored content). */
export function forgetRenderedPdfs(): void {
  kept.clear();
}
