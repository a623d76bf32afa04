/**
 * Receiving an uploaded file from a Web Request (route handlers get one; formidable wants a
 * Node stream), and checking that its content is what its extension says.
 *
 * - The body is streamed to a temporary file under UPLOADS_DIR/.incoming; nothing holds the
 *   whole body in memory, and nothing caps it except our own limit.
 * - The limit (MAX_UPLOAD_BYTES, the constant the form uses too) is enforced WHILE the body
 *   streams: past it, parsing stops with a 413, the partial file is removed and no row is
 *   ever written. A declared Content-Length over the limit is refused before reading.
 * - Content must match the extension (magic bytes); a .docx must be a real Word document
 *   (a zip holding word/document.xml) whose unpacked size stays under a cap.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import formidable, { type File as FormidableFile } from "formidable";
import JSZip from "jszip";
import { badRequest, HttpError, tooLarge } from "./http";
import { log } from "./logger";
import { incomingDir, removeTemporary } from "./storage";
import { MAX_UPLOAD_BYTES, REPORT_MESSAGES, type ReportExtension } from "./validation/reports";

export { MAX_UPLOAD_BYTES };

/** Room for the text fields and the multipart framing around the file. */
export const MAX_FORM_OVERHEAD_BYTES = 64 * 1024;
/** A .docx may unpack to at most this much (zip-bomb guard). */
export const MAX_DOCX_UNPACKED_BYTES = 64 * 1024 * 1024;
export const MAX_DOCX_ENTRIES = 2000;

export type UploadedFile = {
  /** temporary file under UPLOADS_DIR/.incoming; removed by `discard` */
  tempPath: string;
  /** the name the browser sent: metadata only */
  originalName: string;
  size: number;
};

export type ParsedUpload = {
  /** text fields, first value of each */
  fields: Record<string, string>;
  file: UploadedFile | null;
  /** removes the temporary file; call it in a finally */
  discard: () => Promise<void>;
};

class BodyTooLarge extends Error {}

/**
 * Parses a multipart/form-data request with one file field. Throws 400 (not multipart,
 * malformed, more than one file), 413 (over the limit), having removed what it wrote.
 */
export async function parseUpload(
  req: Request,
  { fileField, maxFileBytes = MAX_UPLOAD_BYTES }: { fileField: string; maxFileBytes?: number },
): Promise<ParsedUpload> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type) || !/boundary=/i.test(type)) throw badRequest(REPORT_MESSAGES.badForm);
  const maxBodyBytes = maxFileBytes + MAX_FORM_OVERHEAD_BYTES;
  const declared = Number(req.headers.get("content-length") ?? NaN);
  if (declared > maxBodyBytes) throw tooLarge(REPORT_MESSAGES.tooLarge);
  if (!req.body) throw badRequest(REPORT_MESSAGES.required);

  // Counts every byte of the body as it arrives; past the cap the stream fails at once.
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      done(received > maxBodyBytes ? new BodyTooLarge() : null, chunk);
    },
  });
  const source = Readable.fromWeb(req.body as import("node:stream/web").ReadableStream<Uint8Array>);
  source.on("error", (error) => counter.destroy(error));
  source.pipe(counter);
  const headers = Object.fromEntries(req.headers);
  // Without either header formidable expects an empty body; a streamed body has neither.
  if (!headers["content-length"] && !headers["transfer-encoding"]) headers["transfer-encoding"] = "chunked";
  const nodeRequest = Object.assign(counter, { headers });

  void sweepStaleTemporaryFiles();
  const temporary = new Set<string>();
  const discard = async () => {
    for (const file of temporary) await removeTemporary(file);
    temporary.clear();
  };
  const dir = incomingDir();
  const form = formidable({
    uploadDir: dir,
    filename: () => `${randomBytes(16).toString("hex")}.part`,
    maxFiles: 1,
    maxFileSize: maxFileBytes,
    maxTotalFileSize: maxFileBytes,
    minFileSize: 1,
    allowEmptyFiles: false,
    maxFields: 20,
    maxFieldsSize: MAX_FORM_OVERHEAD_BYTES,
    // Only the named file field is saved; an empty file input (no name chosen) is no file.
    filter: (part) => part.name === fileField && !!part.originalFilename,
  });
  form.on("fileBegin", (_name, file) => temporary.add(file.filepath));

  let parsed: [formidable.Fields, formidable.Files];
  try {
    parsed = await form.parse(nodeRequest as never);
  } catch (error) {
    // Stop reading the rest of the body; formidable has stopped writing the file.
    source.unpipe(counter);
    source.destroy();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await discard();
    throw uploadError(error);
  }

  const fields: Record<string, string> = {};
  for (const [name, values] of Object.entries(parsed[0])) {
    const first = values?.[0];
    if (typeof first === "string") fields[name] = first;
  }
  const files = (parsed[1][fileField] ?? []) as FormidableFile[];
  const file = files[0];
  return {
    fields,
    file: file ? { tempPath: file.filepath, originalName: file.originalFilename ?? "", size: file.size } : null,
    discard,
  };
}

/** Temporary files older than this were left by a process that stopped mid-upload. */
const STALE_TEMPORARY_MS = 60 * 60_000;
let lastSweep = 0;

/** Removes temporary files a crashed or killed process left behind (at most once a minute). */
export async function sweepStaleTemporaryFiles({ force = false } = {}): Promise<void> {
  const at = Date.now();
  if (!force && at - lastSweep < 60_000) return;
  lastSweep = at;
  try {
    const dir = incomingDir();
    for (const name of await fs.promises.readdir(dir)) {
      const file = path.join(dir, name);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (stat?.isFile() && at - stat.mtimeMs > STALE_TEMPORARY_MS) await removeTemporary(file);
    }
  } catch (error) {
    log.warn("could not sweep old temporary upload files", { error: error instanceof Error ? error.message : String(error) });
  }
}

function uploadError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof BodyTooLarge) return tooLarge(REPORT_MESSAGES.tooLarge);
  const status = (error as { httpCode?: number } | null)?.httpCode;
  if (status === 413) return tooLarge(REPORT_MESSAGES.tooLarge);
  if (status === 400 && /empty|minFileSize/i.test(String((error as Error).message))) {
    return badRequest(REPORT_MESSAGES.required, { reportFile: REPORT_MESSAGES.required });
  }
  return badRequest(REPORT_MESSAGES.unreadable);
}

const MAGIC: Record<Exclude<ReportExtension, "docx">, number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  jpg: [0xff, 0xd8, 0xff],
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE compound file
};
const ZIP = [0x50, 0x4b, 0x03, 0x04];

async function readHead(file: string, length: number): Promise<Buffer> {
  const handle = await fs.promises.open(file, "r");
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const startsWith = (head: Buffer, bytes: number[]) => head.length >= bytes.length && bytes.every((b, i) => head[i] === b);

/** Whether the file's content is what its extension claims. */
export async function contentMatches(file: string, ext: ReportExtension): Promise<boolean> {
  const head = await readHead(file, 8);
  if (ext !== "docx") return startsWith(head, MAGIC[ext]);
  return startsWith(head, ZIP) && (await isWordDocument(file));
}

/** Throws 400 unless the file's content matches its extension. */
export async function checkContent(file: string, ext: ReportExtension): Promise<void> {
  if (!(await contentMatches(file, ext))) throw badRequest(REPORT_MESSAGES.badContent(ext), { reportFile: REPORT_MESSAGES.badContent(ext) });
}

/**
 * A real .docx: a zip with [Content_Types].xml naming the Word main document, and
 * word/document.xml, which inflates within the cap; the entries' declared sizes together
 * stay under the cap too. (The file is at most 10 MB, so reading it whole is fine.)
 */
async function isWordDocument(file: string): Promise<boolean> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(await fs.promises.readFile(file), { checkCRC32: false });
  } catch {
    return false;
  }
  const entries = Object.values(zip.files);
  if (entries.length > MAX_DOCX_ENTRIES) return false;
  const declared = entries.reduce(
    (sum, entry) => sum + ((entry as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize ?? 0),
    0,
  );
  if (declared > MAX_DOCX_UNPACKED_BYTES) return false;
  const types = zip.file("[Content_Types].xml");
  const document = zip.file("word/document.xml");
  if (!types || !document) return false;
  try {
    const typesXml = await inflateCapped(types, 1024 * 1024);
    if (!typesXml.includes("wordprocessingml.document.main+xml")) return false;
    // Inflated in full (so a lying size header cannot slip past the cap); only its start is kept.
    const documentStart = await inflateCapped(document, MAX_DOCX_UNPACKED_BYTES, 4096);
    return /<(\w+:)?document[\s>]/.test(documentStart);
  } catch {
    return false;
  }
}

type JSZipStream = {
  on(event: "data", listener: (chunk: Uint8Array) => void): JSZipStream;
  on(event: "error", listener: (error: Error) => void): JSZipStream;
  on(event: "end", listener: () => void): JSZipStream;
  pause(): JSZipStream;
  resume(): JSZipStream;
};

/** Inflates one entry, giving up (throwing) past `cap` bytes; answers its first `keep` bytes as text. */
function inflateCapped(entry: JSZip.JSZipObject, cap: number, keep = cap): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let kept = 0;
    // internalStream is JSZip's streaming reader (public API, missing from its typings).
    const stream = (entry as unknown as { internalStream(type: "uint8array"): JSZipStream }).internalStream("uint8array");
    stream
      .on("data", (chunk: Uint8Array) => {
        size += chunk.length;
        if (size > cap) {
          stream.pause();
          reject(new Error("entry too large when unpacked"));
          return;
        }
        if (kept < keep) {
          chunks.push(Buffer.from(chunk.subarray(0, keep - kept)));
          kept += Math.min(chunk.length, keep - kept);
        }
      })
      .on("error", reject)
      .on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
      .resume();
  });
}
