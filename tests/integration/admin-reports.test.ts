/**
 * Reports (SPEC §3, §5, §7, §8; DESIGN §1, §3, §4) through the real handlers: upload of
 * every accepted type, content checks, the 10 MB limit enforced while the body streams,
 * downloads (streamed, RFC 6266 name, nosniff, no-store) and delete — and after every
 * refusal, no row and no stray file in UPLOADS_DIR, and nothing thrown outside the request.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import JSZip from "jszip";
import { setNow } from "@/lib/shared/clock";
import { db, disconnect } from "@/lib/server/db";
import { UPLOAD_MESSAGES } from "@/lib/server/uploads";
import { MAX_UPLOAD_BYTES, REPORT_MESSAGES } from "@/lib/shared/validation/reports";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { adminCookie } from "../helpers/admin";
import { TUESDAY_NOON_IST } from "./booking-helpers";
import {
  answer,
  BOUNDARY,
  deleteReport,
  docBytes,
  docxBytes,
  downloadReport,
  filesInUploads,
  jpegBytes,
  multipart,
  pdfBytes,
  pdfOfSize,
  pngBytes,
  reportFields,
  resetData,
  seedPatient,
  storedNames,
  streamedUploadRequest,
  upload,
  uploadRequest,
  useCookie,
  type Part,
} from "./admin-patients-helpers";

let patientId: number;

// An upload failure once threw outside the request ("ReadableStream is already closed"),
// which stops a real server: any such throw fails the test that caused it.
const stray: unknown[] = [];
const onStray = (error: unknown) => stray.push(error);
beforeAll(() => {
  process.on("uncaughtException", onStray);
  process.on("unhandledRejection", onStray);
});
afterEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, 50)); // let a late microtask throw here, not later
  expect(stray).toEqual([]);
});
afterAll(() => {
  process.off("uncaughtException", onStray);
  process.off("unhandledRejection", onStray);
});

beforeEach(async () => {
  setNow(TUESDAY_NOON_IST);
  await resetData();
  useCookie(await adminCookie());
  patientId = (await seedPatient({ name: "Asha Menon", phone: "+91 98400 11111", email: "asha@example.com" })).id;
});
afterAll(async () => {
  setNow(null);
  await disconnect();
});

const file = (fileName: string, data: Buffer): Part => ({ name: "reportFile", fileName, data });
const send = (parts: Part[]) => upload(uploadRequest(multipart(parts), BOUNDARY));
const sendFile = (fileName: string, data: Buffer, overrides: Record<string, string> = {}) =>
  send([...reportFields(patientId, overrides), file(fileName, data)]);

/** Nothing was kept: no report row, and UPLOADS_DIR holds no file at all (temporary ones included). */
async function expectNothingStored() {
  expect(await db().report.count()).toBe(0);
  expect(filesInUploads()).toEqual([]);
}

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

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
    expect(await storedNames()).toEqual([expect.stringMatching(new RegExp(`\\.${path.extname(fileName).slice(1).toLowerCase()}$`))]);
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

describe("upload refusals leave no row and no file", () => {
  it("one byte over 10 MB: 413, the partial file removed", async () => {
    const { status, body } = await sendFile("big.pdf", pdfOfSize(MAX_UPLOAD_BYTES + 1));
    expect(status).toBe(413);
    expect(body).toEqual({ success: false, message: REPORT_MESSAGES.tooLarge });
    await expectNothingStored();
  });

  it("a body without a length is stopped while it streams, not read to the end", async () => {
    const head = multipart([...reportFields(patientId)]).subarray(0, -`--${BOUNDARY}--\r\n`.length);
    const fileHead = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="reportFile"; filename="endless.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    const total = 64 * 1024 * 1024; // would be 64 MB if read to the end
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === 0) controller.enqueue(Buffer.concat([head, fileHead]));
        if (pulled >= total) return controller.close();
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const { status, body } = await upload(uploadRequest(stream, BOUNDARY));
    expect(status).toBe(413);
    expect(body.message).toBe(REPORT_MESSAGES.tooLarge);
    expect(pulled).toBeLessThan(MAX_UPLOAD_BYTES + 4 * 1024 * 1024);
    await new Promise((r) => setTimeout(r, 20)); // formidable unlinks the partial file asynchronously
    await expectNothingStored();
  });

  it("a declared Content-Length over the limit is refused before reading", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(Buffer.alloc(1024));
      },
    });
    const req = uploadRequest(stream, BOUNDARY, { "content-length": String(MAX_UPLOAD_BYTES * 3) });
    const { status } = await upload(req);
    expect(status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
    await expectNothingStored();
  });

  it.each([
    ["no report name", { reportName: "  " }],
    ["no report type", { reportType: "" }],
    ["no report date", { uploadDate: "" }],
  ])("%s: 400 with the spec's message", async (_label, overrides) => {
    const { status, body } = await sendFile("r.pdf", pdfBytes(), overrides);
    expect(status).toBe(400);
    expect(body.message).toBe("Please fill all required fields and select a file");
    await expectNothingStored();
  });

  it("no file, or an empty file input: 400 with the spec's message", async () => {
    const noFile = await send(reportFields(patientId));
    expect(noFile).toMatchObject({ status: 400, body: { message: REPORT_MESSAGES.required } });
    const emptyInput = await send([...reportFields(patientId), { name: "reportFile", fileName: "", data: Buffer.alloc(0) }]);
    expect(emptyInput).toMatchObject({ status: 400, body: { message: REPORT_MESSAGES.required } });
    const emptyFile = await send([...reportFields(patientId), file("empty.pdf", Buffer.alloc(0))]);
    expect(emptyFile).toMatchObject({ status: 400, body: { message: REPORT_MESSAGES.required } });
    await expectNothingStored();
  });

  it.each([
    ["an unknown report type", { reportType: "Selfie" }, REPORT_MESSAGES.badType],
    ["a future report date", { uploadDate: "2026-11-25" }, "The report date cannot be in the future."],
    ["an impossible date", { uploadDate: "2026-13-01" }, "Please choose a valid report date."],
    ["a name over 200 characters", { reportName: "n".repeat(201) }, "Report name must be at most 200 characters."],
    ["a description over 2000 characters", { description: "d".repeat(2001) }, "Description must be at most 2000 characters."],
  ])("%s: 400", async (_label, overrides, message) => {
    const { status, body } = await sendFile("r.pdf", pdfBytes(), overrides);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    await expectNothingStored();
  });

  it.each([
    ["run.exe", pdfBytes(), REPORT_MESSAGES.badExtension],
    ["notes.txt", Buffer.from("hello"), REPORT_MESSAGES.badExtension],
    ["noextension", pdfBytes(), REPORT_MESSAGES.badExtension],
    ["report.pdf.exe", pdfBytes(), REPORT_MESSAGES.badExtension],
    ["fake.pdf", Buffer.from("<html><script>alert(1)</script></html>"), REPORT_MESSAGES.badContent("pdf")],
    ["photo.png", jpegBytes(), REPORT_MESSAGES.badContent("png")],
    ["photo.jpg", pngBytes(), REPORT_MESSAGES.badContent("jpg")],
    ["letter.doc", pdfBytes(), REPORT_MESSAGES.badContent("doc")],
    ["letter.docx", docBytes(), REPORT_MESSAGES.badContent("docx")],
  ])("%s with the wrong content: 400", async (fileName, data, message) => {
    const { status, body } = await sendFile(fileName, data);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    await expectNothingStored();
  });

  it("a .docx that is a zip but not a Word document, or unpacks too large: 400", async () => {
    const plainZip = new JSZip();
    plainZip.file("hello.txt", "hello");
    const bomb = new JSZip();
    bomb.file("[Content_Types].xml", "wordprocessingml.document.main+xml");
    bomb.file("word/document.xml", Buffer.alloc(70 * 1024 * 1024, 0x61));
    for (const zip of [plainZip, bomb]) {
      const data = await zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
      expect(data.length).toBeLessThan(MAX_UPLOAD_BYTES);
      const { status, body } = await sendFile("x.docx", data);
      expect(status).toBe(400);
      expect(body.message).toBe(REPORT_MESSAGES.badContent("docx"));
    }
    await expectNothingStored();
  });

  it("an unknown patient: 404", async () => {
    for (const id of ["nobody@example.com", "424242"]) {
      const { status, body } = await send([...reportFields(id), file("r.pdf", pdfBytes())]);
      expect(status).toBe(404);
      expect(body.message).toBe(PATIENT_MESSAGES.notFound);
    }
    await expectNothingStored();
  });

  it("not multipart, two files, or a broken body: 400/413", async () => {
    const json = await upload(
      new Request("http://localhost/api/admin/patient/reports/upload", {
        method: "POST",
        headers: { host: "localhost", cookie: (await adminCookie()), "content-type": "application/json" },
        body: "{}",
      }),
    );
    expect(json).toMatchObject({ status: 400, body: { message: REPORT_MESSAGES.badForm } });
    const two = await send([...reportFields(patientId), file("a.pdf", pdfBytes()), file("b.pdf", pdfBytes())]);
    expect(two).toMatchObject({ status: 400, body: { message: UPLOAD_MESSAGES.oneFile } });
    const whole = multipart([...reportFields(patientId), file("a.pdf", pdfBytes())]);
    const truncated = await upload(uploadRequest(whole.subarray(0, whole.length - 30), BOUNDARY));
    expect(truncated.status).toBe(400);
    await expectNothingStored();
  });

  it("a cross-site upload is refused with 403 before anything is read", async () => {
    const res = await upload(
      uploadRequest(multipart([...reportFields(patientId), file("a.pdf", pdfBytes())]), BOUNDARY, { origin: "https://evil.example" }),
    );
    expect(res.status).toBe(403);
    await expectNothingStored();
  });
});

describe("refusals while the body is still arriving (as next start hands it over)", () => {
  const raw = (text: string) => Buffer.from(text, "latin1");
  /** A file part whose headers are written as given (a name with a raw line break, say). */
  const rawFilePart = (disposition: string, data = pdfBytes()) =>
    Buffer.concat([raw(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/pdf\r\n\r\n`), data, raw("\r\n")]);
  const fieldsOnly = () => multipart(reportFields(patientId)).subarray(0, -`--${BOUNDARY}--\r\n`.length);
  const closing = raw(`--${BOUNDARY}--\r\n`);
  const manyFields = Array.from({ length: 25 }, (_, i) => ({ name: `extra${i}`, value: "x" }));

  const cases: [string, () => Buffer, number, string][] = [
    ["two files", () => multipart([...reportFields(patientId), file("a.pdf", pdfBytes()), file("b.pdf", pdfBytes())]), 400, UPLOAD_MESSAGES.oneFile],
    ["two files, the second under another name", () => multipart([...reportFields(patientId), file("a.pdf", pdfBytes()), { name: "other", fileName: "b.pdf", data: pdfBytes() }]), 400, UPLOAD_MESSAGES.oneFile],
    ["two large files", () => multipart([...reportFields(patientId), file("a.pdf", pdfOfSize(3 * 1024 * 1024)), file("b.pdf", pdfOfSize(3 * 1024 * 1024))]), 400, UPLOAD_MESSAGES.oneFile],
    ["more than 20 fields", () => multipart([...reportFields(patientId), ...manyFields, file("a.pdf", pdfBytes())]), 400, UPLOAD_MESSAGES.tooManyFields],
    ["a raw CR LF in the file name", () => Buffer.concat([fieldsOnly(), rawFilePart('form-data; name="reportFile"; filename="a\r\nb.pdf"'), closing]), 400, UPLOAD_MESSAGES.badFileName],
    ["a raw CR in the file name", () => Buffer.concat([fieldsOnly(), rawFilePart('form-data; name="reportFile"; filename="a\rb.pdf"'), closing]), 400, UPLOAD_MESSAGES.badFileName],
    ["a raw LF in the file name", () => Buffer.concat([fieldsOnly(), rawFilePart('form-data; name="reportFile"; filename="a\nb.pdf"'), closing]), 400, UPLOAD_MESSAGES.badFileName],
    ["a line break escaped as browsers do (%0A)", () => multipart([...reportFields(patientId), file("a%0Ab.pdf", pdfBytes())]), 400, UPLOAD_MESSAGES.badFileName],
    ["a line break as a character reference", () => multipart([...reportFields(patientId), file("a&#0010;b.pdf", pdfBytes())]), 400, UPLOAD_MESSAGES.badFileName],
    ["a NUL in the file name", () => multipart([...reportFields(patientId), file("a\u0000.pdf", pdfBytes())]), 400, UPLOAD_MESSAGES.badFileName],
    ["an unclosed quote in the file name", () => Buffer.concat([fieldsOnly(), rawFilePart('form-data; name="reportFile"; filename="a.pdf'), closing]), 400, UPLOAD_MESSAGES.badFileName],
    ["text fields over 64 KB", () => multipart([...reportFields(patientId, { description: "d".repeat(70 * 1024) }), file("a.pdf", pdfBytes())]), 413, UPLOAD_MESSAGES.fieldsTooLarge],
    ["a file over 10 MB", () => multipart([...reportFields(patientId), file("big.pdf", pdfOfSize(MAX_UPLOAD_BYTES + 1))]), 413, REPORT_MESSAGES.tooLarge],
    ["a body cut short", () => multipart([...reportFields(patientId), file("a.pdf", pdfBytes())]).subarray(0, -30), 400, REPORT_MESSAGES.unreadable],
    ["content that is not what the extension says", () => multipart([...reportFields(patientId), file("a.png", pdfBytes())]), 400, REPORT_MESSAGES.badContent("png")],
  ];

  it.each(cases)("%s: its own 4xx and message, nothing kept, nothing thrown", async (_label, body, status, message) => {
    const data = body();
    for (const req of [uploadRequest(data, BOUNDARY), streamedUploadRequest(data, BOUNDARY)]) {
      const res = await upload(req);
      expect(res).toMatchObject({ status, body: { success: false, message } });
      await expectNothingStored(); // temporary files are gone before the answer
    }
  });

  it("a client that goes away mid-file: 400, the partial file removed", async () => {
    const data = multipart([...reportFields(patientId), file("big.pdf", pdfOfSize(2 * 1024 * 1024))]);
    const res = await upload(streamedUploadRequest(data, BOUNDARY, { fail: 1024 * 1024 }));
    expect(res).toMatchObject({ status: 400, body: { message: REPORT_MESSAGES.unreadable } });
    await expectNothingStored();
    let pulled = 0;
    const erroring = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === 0) controller.enqueue(multipart([...reportFields(patientId), file("a.pdf", pdfOfSize(300 * 1024))]).subarray(0, 200 * 1024));
        else controller.error(new Error("connection reset"));
        pulled++;
      },
    });
    expect(await upload(uploadRequest(erroring, BOUNDARY))).toMatchObject({ status: 400, body: { message: REPORT_MESSAGES.unreadable } });
    await expectNothingStored();
  });

  it("after a refusal the rest of the body is read (so the client gets to read the answer), but never past the cap", async () => {
    let pulled = 0;
    const twoFiles = multipart([...reportFields(patientId), file("a.pdf", pdfBytes()), file("b.pdf", pdfOfSize(2 * 1024 * 1024))]);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= twoFiles.length) return controller.close();
        controller.enqueue(twoFiles.subarray(pulled, pulled + 64 * 1024));
        pulled += 64 * 1024;
      },
    });
    expect((await upload(uploadRequest(stream, BOUNDARY))).status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(pulled).toBeGreaterThanOrEqual(twoFiles.length);
    await expectNothingStored();

    // Two files, then no end: read up to the cap, then cancelled.
    let endless = 0;
    let cancelled = false;
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    const neverEnding = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(endless === 0 ? twoFiles.subarray(0, 200 * 1024) : chunk);
        endless += endless === 0 ? 200 * 1024 : chunk.length;
      },
      cancel() {
        cancelled = true;
      },
    });
    expect((await upload(uploadRequest(neverEnding, BOUNDARY))).status).toBe(400);
    for (let i = 0; i < 100 && !cancelled; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cancelled).toBe(true);
    expect(endless).toBeLessThan(MAX_UPLOAD_BYTES + 2 * 1024 * 1024);
    await expectNothingStored();
  });

  it("a text field sent with Content-Transfer-Encoding: 8bit is read as UTF-8", async () => {
    const eightBit = raw(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="description"\r\nContent-Transfer-Encoding: 8bit\r\n\r\n`);
    const fields = multipart(reportFields(patientId, {}).filter((p) => p.name !== "description")).subarray(0, -`--${BOUNDARY}--\r\n`.length);
    const body = Buffer.concat([
      fields,
      eightBit,
      Buffer.from("Nüchtern\r\n"),
      multipart([file("a.pdf", pdfBytes())]),
    ]);
    for (const req of [uploadRequest(body, BOUNDARY), streamedUploadRequest(body, BOUNDARY)]) {
      const res = await upload(req);
      expect(res).toMatchObject({ status: 201, body: { report: { Description: "Nüchtern" } } });
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
