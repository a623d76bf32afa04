/**
 * A form's messages from a zod result: each field's first issue, as the server's 400
 * answers give them (`errors: {field: message}`), so a form shows both the same way.
 */
export function fieldErrors<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key === "string") errors[key as F] ??= issue.message;
  }
  return errors;
}
