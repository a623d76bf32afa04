/**
 * Whether an uploaded file's content is what its extension says: the magic bytes of a PDF,
 * JPEG, PNG or .doc; a .docx must be a real Word document (a zip holding
 * word/document.xml) whose unpacked size stays under a cap (a zip-bomb guard).
 */
import "server-only";
import fs from "node:fs";
import JSZip from "jszip";
import { badRequest } from "./http";
import { REPORT_MESSAGES, type ReportExtension } from "../shared/validation/reports";

/** A .docx may unpack to at most this much (zip-bomb guard). */
export const MAX_DOCX_UNPACKED_BYTES = 64 * 1024 * 1024;
export const MAX_DOCX_ENTRIES = 2000;

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

const startsWith = (head: Buffer, bytes: number[]) =>
  head.length >= bytes.length && bytes.every((b, i) => head[i] === b);

/** Whether the file's content is what its extension claims. */
export async function contentMatches(file: string, ext: ReportExtension): Promise<boolean> {
  const head = await readHead(file, 8);
  if (ext !== "docx") return startsWith(head, MAGIC[ext]);
  return startsWith(head, ZIP) && (await isWordDocument(file));
}

/** Throws 400 unless the file's content matches its extension. */
export async function checkContent(file: string, ext: ReportExtension): Promise<void> {
  if (!(await contentMatches(file, ext)))
    throw badRequest(REPORT_MESSAGES.badContent(ext), { reportFile: REPORT_MESSAGES.badContent(ext) });
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
    (sum, entry) =>
      sum + ((entry as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize ?? 0),
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
    const stream = (entry as unknown as { internalStream(type: "uint8array"): JSZipStream }).internalStream(
      "uint8array",
    );
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
