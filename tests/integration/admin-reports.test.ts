/**
 * Reports (SPEC §3, §5, §7, §8; DESIGN §1, §3, §4) through the real handlers: upload of
 * every accepted type, downloads (streamed, RFC 6266 name, nosniff, no-store) and delete.
 * What is refused, and that a refusal leaves no row and no stray file in UPLOADS_DIR:
 * admin-reports-refusals.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { db } from "@/lib/server/db";
import { MAX_UPLOAD_BYTES, REPORT_MESSAGES } from "@/lib/shared/validation/reports";
import {
  docBytes,
  docxBytes,
  filesInUploads,
  jpegBytes,
  pdfBytes,
  pdfOfSize,
  pngBytes,
  reportFields,
  reportFile as file,
  sha256,
} from "../fixtures/files";
import { answer } from "../fixtures/http";
import {
  deleteReport,
  downloadReport,
  expectNothingStored,
  sendReport as send,
  setUpReportsSuite,
  storedNames,
} from "../fixtures/patients";

let patientId: number;
// stray errors fail the test that caused them (see setUpReportsSuite)
const sendFile = setUpReportsSuite((id) => (patientId = id));

describe("upload", () => {
  it("stores a PDF under a server-generated name with its SHA-256 and answers the capitalised record", async () => {
    const data = pdfBytes();
    const { status, body } = await sendFile("../../etc/Lipid Profile.PDF", data);
    expect(status).toBe(201);
    expect(body.message).toBe("Report uploaded successfully!");
    expect(body.report).toEqual({
      id: expect.any(Number),
      Timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/),
      ReportName: "Lipid profile",
      ReportType: "Lab Report",
      UploadDate: "2026-11-20",
      FileSize: data.length,
      Description: "Fasting sample",
      PatientID: patientId,
      FileName: "Lipid Profile.PDF",
      MimeType: "application/pdf",
      CreatedAt: expect.any(String),
    });
    const row = await db().report.findFirstOrThrow();
    expect(row.storedName).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(row.sha256).toBe(sha256(data));
    expect(filesInUploads()).toEqual([row.storedName]); // the temporary file is gone
    expect(fs.readFileSync(path.join(process.env.UPLOADS_DIR!, row.storedName))).toEqual(data);
    const entry = await db().auditLog.findFirstOrThrow({ where: { action: "report.upload" } });
    expect(entry).toMatchObject({ actor: "test-admin", target: row.timestamp });
  });

  it("keeps a stored report and its folder readable by the server's own user only", async () => {
    expect((await sendFile("ecg.pdf", pdfBytes())).status).toBe(201);
    const { storedName } = await db().report.findFirstOrThrow({ orderBy: { id: "desc" } });
    const mode = (p: string) => fs.statSync(p).mode & 0o777;
    expect(mode(path.join(process.env.UPLOADS_DIR!, storedName))).toBe(0o600);
    expect(mode(process.env.UPLOADS_DIR!)).toBe(0o700);
  });

  it.each([
    ["scan.jpg", jpegBytes, "image/jpeg"],
    ["scan.JPEG", jpegBytes, "image/jpeg"],
    ["echo.png", pngBytes, "image/png"],
    ["letter.doc", docBytes, "application/msword"],
    ["summary.docx", docxBytes, "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
  ])("accepts %s", async (fileName, make, mime) => {
    const { status, body } = await sendFile(fileName, await make());
    expect(status).toBe(201);
    expect(body.report).toMatchObject({ MimeType: mime, FileName: fileName });
    expect(await storedNames()).toEqual([
      expect.stringMatching(new RegExp(`\\.${path.extname(fileName).slice(1).toLowerCase()}$`)),
    ]);
  });

  it("accepts every one of the eight types, an empty description, and the patient by ID, email or phone", async () => {
    const types = ["Lab Report", "Imaging", "ECG", "Echo", "Stress Test", "Prescription", "Discharge Summary", "Other"];
    const ids = [String(patientId), "ASHA@example.com", "+91 98400 11111"];
    for (const [i, reportType] of types.entries()) {
      const res = await send([
        ...reportFields(ids[i % 3], { reportType, description: "" }),
        file(`r${i}.pdf`, pdfBytes()),
      ]);
      expect(res.status).toBe(201);
      expect(res.body.report).toMatchObject({ ReportType: reportType, Description: "", PatientID: patientId });
    }
  });

  it("accepts exactly 10 MB, and 9.9 MB", async () => {
    for (const size of [MAX_UPLOAD_BYTES, Math.round(9.9 * 1024 * 1024)]) {
      const data = pdfOfSize(size);
      const { status, body } = await sendFile("big.pdf", data);
      expect(status).toBe(201);
      expect((body.report as { FileSize: number }).FileSize).toBe(size);
      const row = await db().report.findFirstOrThrow({ where: { fileSize: size } });
      expect(row.sha256).toBe(sha256(data));
    }
  });
});

describe("download", () => {
  async function uploaded(reportName = "Lipid profile", fileName = "lipid.pdf", data = pdfBytes()) {
    const { body } = await sendFile(fileName, data, { reportName });
    return body.report as { id: number; Timestamp: string };
  }

  it("streams the file as an attachment named after the report, by timestamp or id; audited", async () => {
    const data = pdfBytes("% some content\n");
    const report = await uploaded("Lipid profile", "lipid.pdf", data);
    for (const key of [report.Timestamp, String(report.id)]) {
      const res = await downloadReport(key);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toBe(
        `attachment; filename="Lipid profile.pdf"; filename*=UTF-8''Lipid%20profile.pdf`,
      );
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("content-length")).toBe(String(data.length));
      expect(Buffer.from(await res.arrayBuffer())).toEqual(data);
    }
    expect(await db().auditLog.count({ where: { action: "report.download", target: report.Timestamp } })).toBe(2);
  });

  it("a name that is not plain ASCII or holds quotes gets a safe fallback and the UTF-8 original", async () => {
    const report = await uploaded('ECG "rest" — நலம்/2026', "ecg.png", pngBytes());
    const res = await downloadReport(report.Timestamp);
    const disposition = res.headers.get("content-disposition")!;
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.png"; filename\*=UTF-8''/);
    expect(disposition).not.toMatch(/filename="[^"]*"[^;]/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toBe("ECG rest — நலம் 2026.png");
    await res.arrayBuffer();
  });

  it("unknown report 404, bad key 400, missing file 404 (JSON)", async () => {
    expect((await answer(await downloadReport("2026-01-01T00:00:00.000Z"))).status).toBe(404);
    expect((await answer(await downloadReport("424242"))).status).toBe(404);
    expect((await answer(await downloadReport("../../etc/passwd"))).status).toBe(400);
    const report = await uploaded();
    fs.rmSync(path.join(process.env.UPLOADS_DIR!, (await storedNames())[0]));
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const missing = await answer(await downloadReport(report.Timestamp));
    errors.mockRestore();
    expect(missing).toMatchObject({ status: 404, body: { success: false, message: REPORT_MESSAGES.fileMissing } });
  });
});

describe("delete", () => {
  it("removes the row and then the file; a second delete is 404; audited", async () => {
    const { body } = await sendFile("r.pdf", pdfBytes());
    const report = body.report as { Timestamp: string; id: number };
    const res = await deleteReport(report.Timestamp);
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    await expectNothingStored();
    expect((await deleteReport(report.Timestamp)).status).toBe(404);
    expect((await deleteReport(String(report.id))).status).toBe(404);
    expect((await deleteReport("not-a-key")).status).toBe(400);
    expect(await db().auditLog.count({ where: { action: "report.delete" } })).toBe(1);
  });

  it("by id, leaving the patient's other reports", async () => {
    const a = (await sendFile("a.pdf", pdfBytes())).body.report as { id: number };
    await sendFile("b.pdf", pdfBytes(), { reportName: "Second" });
    expect((await deleteReport(String(a.id))).status).toBe(200);
    expect((await db().report.findMany()).map((r) => r.reportName)).toEqual(["Second"]);
    expect(filesInUploads()).toEqual(await storedNames());
  });
});
