import { adminRoute, otherMethods } from "@/lib/server/api";
import { createDocument, toDocumentRecords, visitDocuments } from "@/lib/server/domain/documents/documents";
import { ok, parse, readJson } from "@/lib/server/http";
import type { DocumentCreatedAnswer, DocumentsAnswer } from "@/lib/shared/api/documents";
import { CLINICAL } from "@/lib/shared/roles";
import { visitIdParams } from "@/lib/shared/validation/consult";
import { DOCUMENT_MESSAGES, documentSchema } from "@/lib/shared/validation/documents";

/**
 * Letters and certificates of a visit (FEATURES.md §14): `POST {kind: 'referral' | 'fitness' |
 * 'medical-leave' | 'visit-summary', ...}` signs one → 201 `{document: {id, number, kind}}`,
 * numbered and frozen (its hash in the audit chain, §13); the doctor and the owner only. Signed
 * by the account calling: without a registration number → 409 `registration_required`.
 * `GET` → the visit's letters, oldest first.
 */
export const POST = adminRoute({ roles: CLINICAL, params: visitIdParams }, async ({ req, params, admin, audit }) => {
  const input = parse(documentSchema, await readJson(req));
  const doc = await createDocument(params.id, input, admin.id);
  // which letter and its frozen content's hash, never what it says
  await audit({
    action: "document.create",
    target: String(doc.id),
    detail: `${doc.number} ${doc.kind} sha256:${doc.documentHash}`,
  });
  return ok(
    {
      message: DOCUMENT_MESSAGES.created,
      document: { id: doc.id, number: doc.number, kind: input.kind },
    } satisfies Omit<DocumentCreatedAnswer, "success">,
    201,
  );
});

export const GET = adminRoute({ roles: CLINICAL, params: visitIdParams }, async ({ params }) => {
  const documents = await toDocumentRecords(await visitDocuments(params.id));
  return ok({ documents } satisfies Omit<DocumentsAnswer, "success">);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
