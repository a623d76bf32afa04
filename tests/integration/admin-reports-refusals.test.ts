/**
 * Report uploads refused (SPEC §3, §8; DESIGN §1, §4) through the real handler: content
 * checks, the 10 MB limit enforced while the body streams, bad multipart bodies — and after
 * every refusal, no row and no stray file in UPLOADS_DIR, and nothing thrown outside the request.
 */
import JSZip from "jszip";
import { UPLOAD_MESSAGES } from "@/lib/server/uploads";
import { MAX_UPLOAD_BYTES, REPORT_MESSAGES } from "@/lib/shared/validation/reports";
import { PATIENT_MESSAGES } from "@/lib/shared/validation/patients";
import { adminCookie } from "../fixtures/admin";
import {
  BOUNDARY,
  docBytes,
  jpegBytes,
  multipart,
  pdfBytes,
  pdfOfSize,
  pngBytes,
  reportFields,
  reportFile as file,
} from "../fixtures/files";
import {
  expectNothingStored,
  sendReport as send,
  setUpReportsSuite,
  streamedUploadRequest,
  upload,
  uploadRequest,
} from "../fixtures/patients";

let patientId: number;
// stray errors fail the test that caused them (see setUpReportsSuite)
const sendFile = setUpReportsSuite((id) => (patientId = id));

describe("upload refusals leave no row and no file", () => {
  it("one byte over 10 MB: 413, the partial file removed", async () => {
    const { status, body } = await sendFile("big.pdf", pdfOfSize(MAX_UPLOAD_BYTES + 1));
    expect(status).toBe(413);
    expect(body).toEqual({ success: false, code: "too_large", message: REPORT_MESSAGES.tooLarge });
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
    const emptyInput = await send([
      ...reportFields(patientId),
      { name: "reportFile", fileName: "", data: Buffer.alloc(0) },
    ]);
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
    [
      "a description over 2000 characters",
      { description: "d".repeat(2001) },
      "Description must be at most 2000 characters.",
    ],
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
        headers: { host: "localhost", cookie: await adminCookie(), "content-type": "application/json" },
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
      uploadRequest(multipart([...reportFields(patientId), file("a.pdf", pdfBytes())]), BOUNDARY, {
        origin: "https://evil.example",
      }),
    );
    expect(res.status).toBe(403);
    await expectNothingStored();
  });
});

describe("refusals while the body is still arriving (as next start hands it over)", () => {
  const raw = (text: string) => Buffer.from(text, "latin1");
  /** A file part whose headers are written as given (a name with a raw line break, say). */
  const rawFilePart = (disposition: string, data = pdfBytes()) =>
    Buffer.concat([
      raw(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/pdf\r\n\r\n`),
      data,
      raw("\r\n"),
    ]);
  const fieldsOnly = () => multipart(reportFields(patientId)).subarray(0, -`--${BOUNDARY}--\r\n`.length);
  const closing = raw(`--${BOUNDARY}--\r\n`);
  const manyFields = Array.from({ length: 25 }, (_, i) => ({ name: `extra${i}`, value: "x" }));

  const cases: [string, () => Buffer, number, string][] = [
    [
      "two files",
      () => multipart([...reportFields(patientId), file("a.pdf", pdfBytes()), file("b.pdf", pdfBytes())]),
      400,
      UPLOAD_MESSAGES.oneFile,
    ],
    [
      "two files, the second under another name",
      () =>
        multipart([
          ...reportFields(patientId),
          file("a.pdf", pdfBytes()),
          { name: "other", fileName: "b.pdf", data: pdfBytes() },
        ]),
      400,
      UPLOAD_MESSAGES.oneFile,
    ],
    [
      "two large files",
      () =>
        multipart([
          ...reportFields(patientId),
          file("a.pdf", pdfOfSize(3 * 1024 * 1024)),
          file("b.pdf", pdfOfSize(3 * 1024 * 1024)),
        ]),
      400,
      UPLOAD_MESSAGES.oneFile,
    ],
    [
      "more than 20 fields",
      () => multipart([...reportFields(patientId), ...manyFields, file("a.pdf", pdfBytes())]),
      400,
      UPLOAD_MESSAGES.tooManyFields,
    ],
    [
      "a raw CR LF in the file name",
      () => Buffer.concat([fieldsOnly(), rawFilePart('form-data; name="reportFile"; filename="a\r\nb.pdf"'), closing]),
      400,
      UPLOAD_MESSAGES.badFileName,
    ],
    [
      "a raw CR in the file name",
      () => Buffer.concat([fieldsOnly(), rawFilePart('form-data; name="reportFile"; filename="a\rb.pdf"'), closing]),
      400,
      UPLOAD_MESSAGES.badFileName,
    ],
    [
      "a raw LF in the file name",
      () => Buffer.concat([fieldsOnly(), rawFilePart('form-data; name="reportFile"; filename="a\nb.pdf"'), closing]),
      400,
      UPLOAD_MESSAGES.badFileName,
    ],
    [
      "a line break escaped as browsers do (%0A)",
      () => multipart([...reportFields(patientId), file("a%0Ab.pdf", pdfBytes())]),
      400,
      UPLOAD_MESSAGES.badFileName,
    ],
    [
      "a line break as a character reference",
      () => multipart([...reportFields(patientId), file("a&#0010;b.pdf", pdfBytes())]),
      400,
      UPLOAD_MESSAGES.badFileName,
    ],
    [
      "a NUL in the file name",
      () => multipart([...reportFields(patientId), file("a\u0000.pdf", pdfBytes())]),
      400,
      UPLOAD_MESSAGES.badFileName,
    ],
    [
      "an unclosed quote in the file name",
      () => Buffer.concat([fieldsOnly(), rawFilePart('form-data; name="reportFile"; filename="a.pdf'), closing]),
      400,
      UPLOAD_MESSAGES.badFileName,
    ],
    [
      "text fields over 64 KB",
      () => multipart([...reportFields(patientId, { description: "d".repeat(70 * 1024) }), file("a.pdf", pdfBytes())]),
      413,
      UPLOAD_MESSAGES.fieldsTooLarge,
    ],
    [
      "a file over 10 MB",
      () => multipart([...reportFields(patientId), file("big.pdf", pdfOfSize(MAX_UPLOAD_BYTES + 1))]),
      413,
      REPORT_MESSAGES.tooLarge,
    ],
    [
      "a body cut short",
      () => multipart([...reportFields(patientId), file("a.pdf", pdfBytes())]).subarray(0, -30),
      400,
      REPORT_MESSAGES.unreadable,
    ],
    [
      "content that is not what the extension says",
      () => multipart([...reportFields(patientId), file("a.png", pdfBytes())]),
      400,
      REPORT_MESSAGES.badContent("png"),
    ],
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
        if (pulled === 0)
          controller.enqueue(
            multipart([...reportFields(patientId), file("a.pdf", pdfOfSize(300 * 1024))]).subarray(0, 200 * 1024),
          );
        else controller.error(new Error("connection reset"));
        pulled++;
      },
    });
    expect(await upload(uploadRequest(erroring, BOUNDARY))).toMatchObject({
      status: 400,
      body: { message: REPORT_MESSAGES.unreadable },
    });
    await expectNothingStored();
  });

  it("after a refusal the rest of the body is read (so the client gets to read the answer), but never past the cap", async () => {
    let pulled = 0;
    const twoFiles = multipart([
      ...reportFields(patientId),
      file("a.pdf", pdfBytes()),
      file("b.pdf", pdfOfSize(2 * 1024 * 1024)),
    ]);
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
    const eightBit = raw(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="description"\r\nContent-Transfer-Encoding: 8bit\r\n\r\n`,
    );
    const fields = multipart(reportFields(patientId, {}).filter((p) => p.name !== "description")).subarray(
      0,
      -`--${BOUNDARY}--\r\n`.length,
    );
    const body = Buffer.concat([fields, eightBit, Buffer.from("Nüchtern\r\n"), multipart([file("a.pdf", pdfBytes())])]);
    for (const req of [uploadRequest(body, BOUNDARY), streamedUploadRequest(body, BOUNDARY)]) {
      const res = await upload(req);
      expect(res).toMatchObject({ status: 201, body: { report: { Description: "Nüchtern" } } });
    }
  });
});
