import { File as NodeFile } from "node:buffer";
import { fireEvent } from "@testing-library/react";
import { ReportUploadForm } from "@/components/admin/patients/report-upload-form";
import { todayIst } from "@/lib/shared/clinic-time";
import { REPORT_MESSAGES } from "@/lib/shared/validation/reports";
import { answer, refusal, renderAdmin, screen, sendUnreachable, waitFor } from "../render";

const URL = "/api/admin/patient/reports/upload";
/** Chooses a file as the browser does (Node's File: the one the test environment's FormData sends). */
const choose = (name: string, content: string, type: string) =>
  fireEvent.change(screen.getByLabelText(/^File/), { target: { files: [new NodeFile([content], name, { type })] } });

function renderUpload() {
  const onUploaded = jest.fn();
  const view = renderAdmin(<ReportUploadForm patientId={7} onUploaded={onUploaded} onCancel={jest.fn()} />);
  return { ...view, onUploaded };
}

const upload = () => screen.getByRole("button", { name: "Upload" });
const described = (label: RegExp, message: string) =>
  expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));

/** A multipart body's named parts, as the server reads them. */
const parts = (body: unknown) =>
  Object.fromEntries(
    [...String(body).matchAll(/name="(\w+)"(?:; filename="([^"]*)")?[^\r]*\r\n(?:[^\r]+\r\n)?\r\n([^\r]*)/g)].map(
      ([, name, filename, value]) => [name, filename ?? value],
    ),
  );

async function fill(user: ReturnType<typeof renderUpload>["user"]) {
  choose("echo-report.pdf", "%PDF-1.4 hello", "application/pdf");
  await user.selectOptions(screen.getByLabelText(/^Report type/), "Echo");
  await user.type(screen.getByLabelText(/^Description/), "EF 55%");
}

test("nothing chosen: what is missing is said beside each field, the form's message the rest; nothing sent", async () => {
  const calls = answer("post", URL, { success: true });
  const { user } = renderUpload();
  await user.click(upload());
  expect(await screen.findByText(REPORT_MESSAGES.required)).toBeInTheDocument();
  described(/^File/, "Please select a file.");
  described(/^Report name/, "Please enter a report name.");
  described(/^Report type/, "Please choose a report type.");
  expect(screen.getByLabelText(/^Report date/)).not.toHaveAttribute("aria-invalid");
  expect(screen.getByLabelText(/^File/)).toHaveFocus();
  expect(calls).toHaveLength(0);
});

test("a file of the wrong type is refused as soon as it is chosen, and on Upload", async () => {
  const calls = answer("post", URL, { success: true });
  const { user } = renderUpload();
  choose("notes.txt", "hello", "text/plain");
  expect(await screen.findByText(REPORT_MESSAGES.badExtension)).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText(/^Report type/), "Echo");
  await user.click(upload());
  expect(await screen.findByText(REPORT_MESSAGES.badExtension)).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});

test("a good report is sent with its fields (the name from the file's) and the file last", async () => {
  const calls = answer("post", URL, { success: true, report: {} });
  const { user, onUploaded } = renderUpload();
  await fill(user);
  expect(screen.getByLabelText(/^Report name/)).toHaveValue("echo-report");
  await user.click(upload());
  await waitFor(() => expect(onUploaded).toHaveBeenCalled());
  expect(parts(calls[0].body)).toEqual({
    patientIdentifier: "7",
    reportName: "echo-report",
    reportType: "Echo",
    uploadDate: todayIst(new Date()),
    description: "EF 55%",
    reportFile: "echo-report.pdf",
  });
  expect(String(calls[0].body).trimEnd().split("\r\n").at(-2)).toBe("%PDF-1.4 hello");
});

test("a 400's field errors show beside their fields, its message below", async () => {
  answer("post", URL, refusal("Please check the report.", { reportType: REPORT_MESSAGES.badType }), 400);
  const { user } = renderUpload();
  await fill(user);
  await user.click(upload());
  expect(await screen.findByText("Please check the report.")).toBeInTheDocument();
  described(/^Report type/, REPORT_MESSAGES.badType);
});

test("an upload that never reaches the server says so", () =>
  sendUnreachable("post", URL, REPORT_MESSAGES.uploadNetwork, async () => {
    const { user } = renderUpload();
    await fill(user);
    await user.click(upload());
  }));
