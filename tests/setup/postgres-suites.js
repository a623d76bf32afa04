/**
 * The suites the PostgreSQL run (scripts/test-pg.sh, TEST_DB=postgresql) repeats: those whose
 * outcome can differ by database provider. Everything else — pure functions (tests/unit),
 * refusals made before any query, headers, wording, message templates, in-memory throttles —
 * runs once, on SQLite. A new suite that writes raw SQL, races writes, searches text, groups
 * by day or backs up data belongs here.
 */
module.exports = [
  // The database layer itself: the adapters, the migrations applied to an empty database.
  "db",
  "migrations",
  // Concurrency: transactions, row locks and unique constraints deciding who wins a race.
  "appointment-race",
  "booking-concurrency",
  "queue-concurrency",
  "queue",
  "queue-next",
  "queue-arrivals",
  "message-outbox",
  // Unique constraints (one phone, one username, one slot) answered as P2002 and turned into refusals.
  "booking",
  "patient-booking",
  "patient-edit",
  "admin-patients-add-delete",
  "auth",
  "auth-admins",
  "auth-device",
  // Staff accounts: the last active owner kept under two owners' racing changes (an advisory
  // lock on PostgreSQL), a TOTP code accepted once under racing sign-ins (a conditional update).
  "staff",
  // The consulting room: one visit per appointment under racing opens (a unique key), vitals in
  // DOUBLE PRECISION, the flowsheet's order.
  "consult-visits",
  // Prescriptions: the yearly number raised in the finalising transaction, one draft per visit version.
  "prescriptions",
  "prescription-warnings",
  // Documents are records: the content frozen in the finalising (and billing) transaction, read back after changes.
  "documents-frozen",
  // Billing: FY/NNNN numbers from a counter row locked in the bill's transaction (20 at once),
  // and payments that cannot together pass the total.
  "billing",
  // Refunds and the closed day: transactions and dates — a void and its refunds in one
  // transaction, the books' row lock between a close and a payment, the business date.
  "billing-day-close",
  // The month's ledger: bills and payments of a month by their date's text range, in time order.
  "collections-csv",
  "two-factor",
  // who opened what: one entry per visit, decided by instants compared in the database
  "patient-access",
  // duplicates: names matched with LIKE (case on PostgreSQL), the merge moving rows of five tables
  "patient-duplicates",
  "patient-duplicates-flag",
  // a merge undone: the rows that moved go back, the hidden record shown again (issue 41 G2)
  "patient-merge-undo",
  // the assistant: tonight's patients by clinic date, visits and labs
  "assistant-role",
  "queue-mistakes",
  // Case-insensitive search (LIKE on SQLite, ILIKE/mode insensitive on PostgreSQL).
  "appointment-search",
  "admin-patients",
  // Dates and times: DateTime columns, day ranges and grouping by clinic day.
  "availability",
  "admin-calendar-month",
  "dashboard-outlook",
  "closures",
  "closure-booking-paths",
  "messages-reminders",
  // SMS (issue 43): the new columns (why, segments, smsConsent) written and read on both providers
  "messages-sms",
  "booking-floods",
  // Phone codes and My appointments (FEATURES.md §15): limits counted in the database under
  // advisory locks, a code used once by a conditional update, sessions by hashed token.
  "phone-codes",
  "my-appointments",
  "booking-flood-alert",
  // Transactions over several tables: the appointment's life, notes, reports, consent.
  "appointment-life",
  "admin-appointments",
  "admin-appointments-changes",
  "manage-link",
  "manage-reschedule",
  "notes-edit",
  "admin-reports",
  "admin-integrity",
  "consent-whatsapp",
  // Backup and restore: each provider's dump, restore and verification.
  "backup-create",
  "backup-restore",
  "backup-restore-older",
  "backup-security",
  "backup-keep",
  "backup-schedule",
  "admin-backup-calls",
  // Erasure (VACUUM on SQLite, its equivalent on PostgreSQL) and the rights answered from the data.
  "erasure-traces",
  "patient-rights",
  "patient-rights-export",
  "patient-rights-export-care",
  // The audit chain: hashes over rows as each provider stores and returns them.
  "audit-chain",
  "audit-chain-attacks",
  "audit-count",
  // Follow-ups due (FEATURES.md §14): an upsert per visit, bookings grouped per patient.
  "recalls",
  // Letters and certificates (FEATURES.md §14): the yearly LTR number from Counter in the signing transaction.
  "documents",
  // Reports from patients (FEATURES.md §14): five per appointment under an advisory lock, the inbox's order.
  "patient-reports",
  // The waiting list (FEATURES.md §14): one open offer per place by a unique key, claims racing bookings, advisory locks.
  "waitlist",
];
