/** The doctor's screen for an appointment (FEATURES.md §10): what the queue and the appointment rows link to. */
export const consultHref = (appointmentId: number, patientId: number) =>
  `/admin/consult?appointment=${appointmentId}&patient=${patientId}`;
