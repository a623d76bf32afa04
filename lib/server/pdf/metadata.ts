import "server-only";
import { PDFDocument } from "pdf-lib";
import { clinic } from "../../content/clinic";

/**
 * Who made the PDF, as its Info dictionary says (FEATURES.md §13; docs/decisions/034-pdf-metadata-and-layout.md):
 * Chromium writes its own user agent as Creator and "Skia/PDF m156" as Producer; the clinic's
 * records app is named instead. The Title (from the page's <title>), the catalog's /Lang (from
 * <html lang>), the tags and the outline are Chromium's and kept as they are: pdf-lib rewrites
 * the file's objects, never their content.
 */
export async function nameTheApp(pdf: Uint8Array): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const app = `${clinic().name} records`;
  doc.setCreator(app);
  doc.setProducer(app);
  return Buffer.from(await doc.save({ updateFieldAppearances: false }));
}
