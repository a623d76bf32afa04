/**
 * The exportable tables (SPEC §2; the consulting room's, FEATURES.md §10; prescriptions,
 * §11; billing, §12), shared by the dashboard panel and the server. A restore inserts them in this order:
 * a row's table after the tables it refers to.
 */
export const BACKUP_TABLE_NAMES = [
  "patients",
  "appointments",
  "contacts",
  "patient_notes",
  "patient_reports",
  "visits",
  "visit_addenda",
  "lab_results",
  "clinical_summaries",
  // after visits: a prescription belongs to one
  "prescriptions",
  "prescription_templates",
  "drugs",
  "counters",
  // fees, bills and receipts (FEATURES.md §12): payments after their bills
  "fees",
  "bills",
  "payments",
  // documents are records (FEATURES.md §13): refunds after their bills, the closed days
  "refunds",
  "day_closes",
  // what each merge of two patients moved, for its undo (issue 41 G2)
  "patient_merges",
  // follow-ups due (FEATURES.md §14): after their visits
  "recalls",
  // letters and certificates (FEATURES.md §14): after their visits
  "clinical_documents",
  // the waiting list (FEATURES.md §14): its entries (a name and phone each), then their offers
  "waitlist_entries",
  "waitlist_offers",
] as const;
export type BackupTableName = (typeof BACKUP_TABLE_NAMES)[number];

export const isBackupTableName = (name: string): name is BackupTableName =>
  (BACKUP_TABLE_NAMES as readonly string[]).includes(name);

/** The dashboard's message line (SPEC §8), prefixed ✅ or ❌ by the panel. */
export const BACKUP_MESSAGES = {
  created: (n: number) => `Backup created successfully! ${n} records exported.`,
  downloaded: "Full backup downloaded successfully!",
  tableDownloaded: (table: string) => `${table} table downloaded successfully!`,
  createError: "Error creating backup. Please try again.",
  downloadError: "Error downloading backup. Please try again.",
  tableError: "Error downloading table. Please try again.",
} as const;
