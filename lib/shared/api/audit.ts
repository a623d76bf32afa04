/** The audit log's answers (GET /api/admin/audit, FEATURES.md §7). */
export type AuditRecord = {
  id: number;
  /** UTC ISO-8601 */
  at: string;
  actor: string | null;
  action: string;
  target: string | null;
  ip: string | null;
  detail: string | null;
  /** events this entry stands for (more than 1 for coalesced sign-in failures) */
  count: number;
};

/** One page of the log, newest first. */
export type AuditPage = { entries: AuditRecord[]; page: number; pageSize: number; total: number; totalPages: number };
