import { ReportPanel } from "@/components/admin/patients/report-panel";
import type { ReportRecord } from "@/lib/shared/api/patients";
import { answer, refusal, renderAdmin, screen, waitFor } from "../render";

const report: ReportRecord = {
  id: 7,
  Timestamp: "1732000000000",
  ReportName: "ECG Asha",
  ReportType: "ECG",
  UploadDate: "2026-11-20",
  FileSize: 120_000,
  Description: "",
  PatientID: 3,
  FileName: "ecg.pdf",
  MimeType: "application/pdf",
  CreatedAt: "2026-11-20T10:00:00.000Z",
};

test("Delete asks in the dialog: Cancel sends nothing; Delete sends it, and a refusal shows in the panel", async () => {
  const sent = answer("delete", "/api/admin/patient/reports/:timestamp", refusal("Report not found."), 404);
  const { user } = renderAdmin(<ReportPanel patientId={3} reports={[report]} />);

  await user.click(screen.getByRole("button", { name: "Delete ECG Asha" }));
  const dialog = screen.getByRole("dialog", { name: "Delete report?" });
  expect(dialog).toHaveTextContent("Are you sure you want to delete this report?");
  await user.click(screen.getByRole("button", { name: "Cancel" }));
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(sent).toHaveLength(0);

  await user.click(screen.getByRole("button", { name: "Delete ECG Asha" }));
  await user.click(screen.getByRole("button", { name: "Delete" }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0].url.pathname).toBe(`/api/admin/patient/reports/${report.Timestamp}`);
  expect(await screen.findByRole("alert")).toHaveTextContent("Report not found.");
});
