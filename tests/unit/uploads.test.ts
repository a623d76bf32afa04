/** The upload rules that need no database: extensions, magic bytes, Word documents, sizes, keys. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import JSZip from "jszip";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { config as proxyConfig } from "@/proxy";
import { incomingDir } from "@/lib/server/storage";
import { contentMatches, MAX_DOCX_UNPACKED_BYTES } from "@/lib/server/upload-content";
import { MAX_UPLOAD_BYTES as SERVER_MAX, sweepStaleTemporaryFiles } from "@/lib/server/uploads";
import {
  formatFileSize,
  MAX_UPLOAD_BYTES,
  REPORT_ACCEPT,
  reportExtension,
  toReportKey,
} from "@/lib/shared/validation/reports";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-unit-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let n = 0;
function write(data: Buffer): string {
  const file = path.join(dir, `f${n++}`);
  fs.writeFileSync(file, data);
  return file;
}

async function word(entries: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(entries)) zip.file(name, content);
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

const CONTENT_TYPES =
  '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const DOCUMENT = '<?xml version="1.0"?><w:document xmlns:w="x"><w:body/></w:document>';

describe("limits and names", () => {
  it("one 10 MB limit, shared by the form and the server", () => {
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
    expect(SERVER_MAX).toBe(MAX_UPLOAD_BYTES);
  });

  it("the upload bypasses proxy.ts (Next would copy its body in memory and cut it at 10 MB); other API calls do not", () => {
    const proxied = (url: string) => unstable_doesMiddlewareMatch({ config: proxyConfig, url });
    expect(proxied("/api/admin/patient/reports/upload")).toBe(false);
    for (const url of [
      "/api/admin/patient/reports/uploadx",
      "/api/admin/patient/reports/download/1",
      "/api/admin/patient/%E0%A4%A",
      "/admin",
    ]) {
      expect(proxied(url)).toBe(true);
    }
  });

  it.each([
    ["report.pdf", "pdf"],
    ["REPORT.PDF", "pdf"],
    ["scan.jpeg", "jpeg"],
    ["scan.JPG", "jpg"],
    ["x.png", "png"],
    ["x.doc", "doc"],
    ["x.docx", "docx"],
    ["x.pdf.exe", null],
    ["x.txt", null],
    ["pdf", null],
    [".pdf ", "pdf"],
    ["", null],
  ])("extension of %p is %p", (name, ext) => expect(reportExtension(name)).toBe(ext));

  it("the file input accepts the six extensions", () => {
    expect(REPORT_ACCEPT).toBe(".pdf,.jpg,.jpeg,.png,.doc,.docx");
  });

  it.each([
    [0, "0.00 MB"],
    [1048576, "1.00 MB"],
    [1572864, "1.50 MB"],
    [10485760, "10.00 MB"],
    [123456, "0.12 MB"],
  ])("%d bytes show as %s", (bytes, text) => expect(formatFileSize(bytes)).toBe(text));

  it("report keys: an id or an ISO timestamp, nothing else", () => {
    expect(toReportKey("12")).toEqual({ id: 12 });
    expect(toReportKey("2026-11-22T05:00:00.123Z")).toEqual({ timestamp: "2026-11-22T05:00:00.123Z" });
    for (const bad of ["0", "01", "-1", "99999999999", "../x", "2026-11-22", "abc", ""])
      expect(toReportKey(bad)).toBeNull();
  });
});

describe("content must match the extension", () => {
  const pdf = Buffer.from("%PDF-1.7\n...");
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 0]);
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
  const doc = Buffer.from("d0cf11e0a1b11ae100", "hex");

  it.each([
    ["pdf", pdf, true],
    ["pdf", Buffer.from(" %PDF-1.7"), false],
    ["pdf", Buffer.from("%PD"), false],
    ["jpg", jpeg, true],
    ["jpeg", jpeg, true],
    ["jpg", png, false],
    ["png", png, true],
    ["png", png.subarray(0, 4), false],
    ["doc", doc, true],
    ["doc", pdf, false],
    ["docx", doc, false],
    ["docx", Buffer.from("PK\x03\x04 not really a zip"), false],
  ] as const)("%s with %p → %p", async (ext, data, ok) => {
    expect(await contentMatches(write(data), ext)).toBe(ok);
  });

  it("a real Word document is a .docx", async () => {
    expect(
      await contentMatches(
        write(await word({ "[Content_Types].xml": CONTENT_TYPES, "word/document.xml": DOCUMENT })),
        "docx",
      ),
    ).toBe(true);
  });

  it.each([
    ["without word/document.xml", { "[Content_Types].xml": CONTENT_TYPES }],
    ["without [Content_Types].xml", { "word/document.xml": DOCUMENT }],
    [
      "of another Office kind",
      { "[Content_Types].xml": "<Types>spreadsheetml.sheet.main+xml</Types>", "word/document.xml": DOCUMENT },
    ],
    ["whose document is not a Word document", { "[Content_Types].xml": CONTENT_TYPES, "word/document.xml": "<html/>" }],
  ])("a zip %s is not", async (_label, entries) => {
    expect(await contentMatches(write(await word(entries)), "docx")).toBe(false);
  });

  it("a zip that would unpack past the cap is not (zip bomb)", async () => {
    const bomb = await word({
      "[Content_Types].xml": CONTENT_TYPES,
      "word/document.xml": DOCUMENT,
      "word/media/filler.bin": Buffer.alloc(MAX_DOCX_UNPACKED_BYTES + 1),
    });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await contentMatches(write(bomb), "docx")).toBe(false);
  });
});

describe("temporary files", () => {
  it("files a stopped process left in UPLOADS_DIR/.incoming for over an hour are swept; fresh ones stay", async () => {
    const stale = path.join(incomingDir(), "0123456789abcdef0123456789abcdef.part");
    const fresh = path.join(incomingDir(), "fedcba9876543210fedcba9876543210.part");
    fs.writeFileSync(stale, "old");
    fs.writeFileSync(fresh, "new");
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    fs.utimesSync(stale, twoHoursAgo, twoHoursAgo);
    await sweepStaleTemporaryFiles({ force: true });
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    fs.rmSync(fresh);
  });
});
