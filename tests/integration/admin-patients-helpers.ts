/**
 * Shared by the patient, note, report and integrity tests: calls to the real admin
 * handlers with a live session, small real files of every accepted type, multipart bodies
 * built byte by byte (so tests control exactly what is sent), and a look into UPLOADS_DIR.
 */
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import JSZip from "jszip";
import { GET as listRoute } from "@/app/api/admin/patients/route";
import { DELETE as deleteRoute, GET as profileRoute } from "@/app/api/admin/patient/[key]/route";
import { POST as addRoute } from "@/app/api/admin/patient/add/route";
import { POST as notesRoute } from "@/app/api/admin/patient/notes/route";
import { POST as uploadRoute } from "@/app/api/admin/patient/reports/upload/route";
import { GET as downloadRoute } from "@/app/api/admin/patient/reports/download/[key]/route";
import { DELETE as deleteReportRoute } from "@/app/api/admin/patient/reports/[key]/route";
import { db } from "@/lib/server/db";
import { emailKey, nameKey, phoneKey } from "@/lib/server/domain/patients";
import { adminRequest, answer } from "../helpers/admin";

export { answer };

let cookie = "";
/** The session cookie every call below carries (set once per file in beforeAll). */
export const useCookie = (value: string) => {
  cookie = value;
};

const ctx = (key: string) => ({ params: Promise.resolve({ key }) });

export const listPatients = (query = "") =>
  listRoute(adminRequest(`/api/admin/patients${query}`, { cookie }), undefined).then(answer);
export const getPatient = (key: string) =>
  profileRoute(adminRequest(`/api/admin/patient/${encodeURIComponent(key)}`, { cookie }), ctx(key)).then(answer);
export const deletePatient = (key: string) =>
  deleteRoute(adminRequest(`/api/admin/patient/${encodeURIComponent(key)}`, { cookie, method: "DELETE" }), ctx(key)).then(answer);
export const addPatient = (body: unknown) =>
  addRoute(adminRequest("/api/admin/patient/add", { cookie, method: "POST", body }), undefined).then(answer);
export const addNote = (body: unknown) =>
  notesRoute(adminRequest("/api/admin/patient/notes", { cookie, method: "POST", body }), undefined).then(answer);
export const downloadReport = (key: string) =>
  downloadRoute(adminRequest(`/api/admin/patient/reports/download/${encodeURIComponent(key)}`, { cookie }), ctx(key));
export const deleteReport = (key: string) =>
  deleteReportRoute(adminRequest(`/api/admin/patient/reports/${encodeURIComponent(key)}`, { cookie, method: "DELETE" }), ctx(key)).then(answer);

/** Sends a multipart body (a Buffer, or a stream for bodies without a known length). */
export function uploadRequest(
  body: Buffer | ReadableStream<Uint8Array>,
  boundary: string,
  headers: Record<string, string> = {},
): Request {
  return new Request("http://localhost/api/admin/patient/reports/upload", {
    method: "POST",
    headers: {
      host: "localhost",
      cookie,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      ...(Buffer.isBuffer(body) ? { "content-length": String(body.length) } : {}),
      ...headers,
    },
    body: body as BodyInit,
    ...(Buffer.isBuffer(body) ? {} : { duplex: "half" }),
  } as RequestInit);
}

export const upload = (req: Request) => uploadRoute(req, undefined).then(answer);

/**
 * An upload as `next start` hands it to the handler: the body is Node's fetch streaming the
 * incoming request (an async iterable), here arriving in `chunk`-byte pieces `delayMs` apart
 * like a network would deliver it, so a refusal lands while the body is still arriving.
 * `fail` makes the client go away after that many bytes.
 */
export function streamedUploadRequest(
  body: Buffer,
  boundary: string,
  { chunk = 16 * 1024, delayMs = 1, fail, headers = {} }: { chunk?: number; delayMs?: number; fail?: number; headers?: Record<string, string> } = {},
): Request {
  async function* pieces() {
    for (let at = 0; at < body.length; at += chunk) {
      if (fail !== undefined && at >= fail) throw new Error("client went away");
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      yield body.subarray(at, at + chunk);
    }
  }
  return new Request("http://localhost/api/admin/patient/reports/upload", {
    method: "POST",
    headers: {
      host: "localhost",
      cookie,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": String(body.length),
      ...headers,
    },
    body: Readable.from(pieces(), { objectMode: false }),
    duplex: "half",
  } as unknown as RequestInit);
}

export type Part = { name: string; value: string } | { name: string; fileName: string; data: Buffer; type?: string };

export const BOUNDARY = "----clinicTestBoundary7MA4YWxkTrZu0gW";

/** The bytes of a multipart/form-data body. */
export function multipart(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ("value" in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type ?? "application/octet-stream"}\r\n\r\n`,
        ),
        part.data,
        Buffer.from("\r\n"),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** The usual text fields of an upload for a patient. */
export const reportFields = (patientIdentifier: string | number, overrides: Record<string, string> = {}): Part[] =>
  Object.entries({
    patientIdentifier: String(patientIdentifier),
    reportName: "Lipid profile",
    reportType: "Lab Report",
    uploadDate: "2026-11-20",
    description: "Fasting sample",
    ...overrides,
  }).map(([name, value]) => ({ name, value }));

/** A small, valid PDF (one empty page). */
export function pdfBytes(extra = ""): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n${extra}trailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** A PDF of exactly `size` bytes (padding in a comment before the trailer). */
export function pdfOfSize(size: number): Buffer {
  const head = pdfBytes();
  if (size < head.length) throw new Error("too small");
  return Buffer.concat([head.subarray(0, 9), Buffer.alloc(size - head.length, 0x20), head.subarray(9)]);
}

export const pngBytes = () =>
  Buffer.from(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000" + "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
    "hex",
  );
export const jpegBytes = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1), Buffer.from([0xff, 0xd9])]);
export const docBytes = () => Buffer.concat([Buffer.from("d0cf11e0a1b11ae1", "hex"), Buffer.alloc(504, 0)]);

/** A minimal real Word document. */
export async function docxBytes(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    "[Content_Types].xml",
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file("_rels/.rels", '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>');
  zip.file(
    "word/document.xml",
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Discharge summary</w:t></w:r></w:p></w:body></w:document>',
  );
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

/** Every file under UPLOADS_DIR (recursively), relative names; temporary ones included. */
export function filesInUploads(): string[] {
  const dir = process.env.UPLOADS_DIR!;
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    .sort();
}

/** The stored files the report rows name. */
export async function storedNames(): Promise<string[]> {
  return (await db().report.findMany({ select: { storedName: true } })).map((r) => r.storedName).sort();
}

/** Creates a patient directly. */
export function seedPatient(p: { name: string; phone: string; email?: string | null; age?: number | null }) {
  return db().patient.create({
    data: {
      name: p.name,
      nameKey: nameKey(p.name),
      phone: p.phone,
      phoneKey: phoneKey(p.phone),
      email: p.email ?? null,
      emailKey: emailKey(p.email),
      age: p.age ?? null,
    },
  });
}

/** Empties the tables these tests touch, and UPLOADS_DIR. */
export async function resetData() {
  await db().report.deleteMany();
  await db().note.deleteMany();
  await db().contact.deleteMany();
  await db().appointment.deleteMany();
  await db().patient.deleteMany();
  await db().auditLog.deleteMany();
  fs.rmSync(process.env.UPLOADS_DIR!, { recursive: true, force: true });
}

export const validPatient = (overrides: Record<string, unknown> = {}) => ({
  name: "Ravi Kumar",
  email: "ravi@example.com",
  phone: "+91 98400 22222",
  age: "61",
  sex: "Male",
  address: "8 Temple Street, Chennai",
  occupation: "Retired",
  serviceRequired: "",
  preferredDate: "",
  preferredTime: "",
  ...overrides,
});
