import { adminRoute, otherMethods } from "@/lib/server/api";
import { addTemplate, listTemplates } from "@/lib/server/domain/prescriptions/templates";
import { ok, parse, readJson } from "@/lib/server/http";
import type { TemplateSavedAnswer, TemplatesAnswer } from "@/lib/shared/api/prescriptions";
import { PRESCRIPTION_MESSAGES, templateSchema } from "@/lib/shared/validation/prescriptions";
import { CLINICAL } from "@/lib/shared/roles";

/** The doctor's prescription templates (FEATURES.md §11), by name. */
export const GET = adminRoute({ roles: CLINICAL }, async () =>
  ok({ templates: await listTemplates() } satisfies TemplatesAnswer),
);

/** Saves a template: `{name, items, investigations?, advice?}` → 201. */
export const POST = adminRoute({ roles: CLINICAL }, async ({ req, admin, audit }) => {
  const template = await addTemplate(parse(templateSchema, await readJson(req, 64 * 1024)), admin.id);
  await audit({ action: "prescription.template", target: String(template.id) });
  return ok({ message: PRESCRIPTION_MESSAGES.templateSaved, template } satisfies TemplateSavedAnswer, 201);
});

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
