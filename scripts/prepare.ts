/**
 * Start-up work that needs the database after migrations (the first admin account,
 * added by the admin sign-in work). Kept apart from start.ts so tests can run it too.
 */
export async function prepareDatabase(): Promise<void> {}
