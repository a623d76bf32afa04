/**
 * Receiving an uploaded file from a Web Request (route handlers get one; formidable wants a
 * Node stream) into a temporary file.
 *
 * - The body is streamed to a temporary file under UPLOADS_DIR/.incoming; nothing holds the
 *   whole body in memory, and nothing caps it except our own limit.
 * - The limit (MAX_UPLOAD_BYTES, the constant the form uses too) is enforced WHILE the body
 *   streams: past it, parsing stops with a 413, the partial file is removed and no row is
 *   ever written. A declared Content-Length over the limit is refused before reading.
 * - Every other refusal (two files, too many fields, a file name that cannot be read, a
 *   broken or aborted body) is a 400 with its own message; temporary files are closed and
 *   removed before the answer, and nothing is thrown outside the request.
 *
 * Whether the content is what its extension says is lib/server/upload-content.ts.
 */
import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable, Writable } from "node:stream";
import formidable, { errors as formidableErrors, type File as FormidableFile, type Part } from "formidable";
import { badRequest, HttpError, tooLarge } from "./http";
import { log } from "./logger";
import { incomingDir, removeTemporary } from "./storage";
import { MAX_UPLOAD_BYTES, REPORT_MESSAGES } from "../shared/validation/reports";

export { MAX_UPLOAD_BYTES };

/** Room for the text fields and the multipart framing around the file. */
export const MAX_FORM_OVERHEAD_BYTES = 64 * 1024;
/** More text fields than any form of ours sends. */
export const MAX_FORM_FIELDS = 20;
/** Refusals of the multipart framing itself (the field checks have their own messages). */
export const UPLOAD_MESSAGES = {
  oneFile: "Please upload one file at a time.",
  tooManyFields: "Too many form fields.",
  fieldsTooLarge: "The form's text fields are too long.",
  badFileName: "The file name is not valid.",
} as const;

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
/** The body stopped before its end (the client went away, the connection failed). */
class BodyUnreadable extends Error {}

/**
 * The request body as a Node stream for formidable, counting bytes against the cap.
 *
 * Not Readable.fromWeb: destroying that cancels the Web stream even while a read is in
 * flight, and the body Next hands a route (Node's fetch streaming the incoming request)
 * then closes its already-cancelled controller when that read settles: "Invalid state:
 * ReadableStream is already closed", thrown in a microtask, an uncaughtException. Here the
 * body is only ever cancelled between reads.
 */
class RequestBody extends Readable {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private inFlight: Promise<unknown> = Promise.resolve();
  private stopped = false;
  /** the last two chunks handed on, to explain a parse failure */
  private recent: Uint8Array[] = [];
  received = 0;

  constructor(
    body: ReadableStream<Uint8Array>,
    private readonly cap: number,
  ) {
    super();
    this.reader = body.getReader();
  }

  override _read(): void {
    if (this.stopped) return;
    const read = this.reader.read();
    this.inFlight = read.catch(() => undefined);
    read.then(
      ({ done, value }) => {
        if (this.stopped) return;
        if (done) return void this.push(null);
        this.received += value.byteLength;
        // Past the cap the stream fails at once, whatever the headers said.
        if (this.received > this.cap) return void this.destroy(new BodyTooLarge());
        this.recent = [...this.recent.slice(-1), value];
        this.push(value);
      },
      () => {
        if (!this.stopped) this.destroy(new BodyUnreadable());
      },
    );
  }

  /** The bytes formidable was reading when it failed (formidable says only "malformed"). */
  lastRead(): string {
    return Buffer.concat(this.recent).toString("latin1");
  }

  /**
   * Stops feeding formidable. Reads and drops up to `drainBytes` more, so that a client
   * still sending can finish and read the answer, then cancels the rest. Never throws.
   */
  async stop(drainBytes: number): Promise<void> {
    this.stopped = true;
    try {
      await this.inFlight;
      for (let left = drainBytes; left > 0; ) {
        const { done, value } = await this.reader.read();
        if (done) return;
        left -= value.byteLength;
      }
      await this.reader.cancel();
    } catch {
      // The client went away: there is nothing left to read.
    }
  }
}

/** What formidable keeps to itself but documents no other way to reach. */
type FormidableInternals = {
  /** fails the parse with `error`: the promise rejects, open files are destroyed */
  _error(error: Error): void;
  /** the part's file name from its Content-Disposition header value (null when unreadable) */
  _getFileName(header: string): string | null;
  _handlePart(part: Part): Promise<void>;
};

/**
 * A name a browser could have sent: readable, and free of control characters and of line
 * breaks, raw or as browsers escape them (%0A, %0D).
 */
const isValidFileName = (name: string | null): name is string =>
  name !== null && !/[\u0000-\u001f\u007f]|%0[ad]/i.test(name);

/**
 * Parses a multipart/form-data request with one file field. Throws 400 (not multipart,
 * malformed, more than one file, too many fields, a bad file name), 413 (over the limit),
 * having removed what it wrote.
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

  const body = new RequestBody(req.body as ReadableStream<Uint8Array>, maxBodyBytes);
  const headers = Object.fromEntries(req.headers);
  // Without either header formidable expects an empty body; a streamed body has neither.
  if (!headers["content-length"] && !headers["transfer-encoding"]) headers["transfer-encoding"] = "chunked";
  const nodeRequest = Object.assign(body, { headers });

  void sweepStaleTemporaryFiles();
  const temporary = new Set<string>();
  const writers: fs.WriteStream[] = [];
  const discard = async () => {
    // A file is removed only once its writer has closed, or a late write could bring it back.
    await Promise.all(writers.map(closed));
    for (const file of temporary) await removeTemporary(file);
    temporary.clear();
  };
  let failed = false;
  let fileParts = 0;
  const dir = incomingDir();
  const form = formidable({
    uploadDir: dir,
    filename: () => `${randomBytes(16).toString("hex")}.part`,
    maxFiles: 1,
    maxFileSize: maxFileBytes,
    maxTotalFileSize: maxFileBytes,
    minFileSize: 1,
    allowEmptyFiles: false,
    maxFields: MAX_FORM_FIELDS,
    maxFieldsSize: MAX_FORM_OVERHEAD_BYTES,
    // Only the named file field is saved; an empty file input (no name chosen) is no file.
    filter: (part) => part.name === fileField && !!part.originalFilename,
    // Our own writers, so that every temporary file is known and closed before removal.
    fileWriteStreamHandler: (file) => {
      if (failed || !file) return new Writable({ write: (_chunk, _encoding, done) => done() });
      const filepath = (file as unknown as FormidableFile).filepath;
      temporary.add(filepath);
      const writer = fs.createWriteStream(filepath, { flags: "wx", mode: 0o600 });
      writers.push(writer);
      return writer;
    },
  });
  form.once("error", () => {
    failed = true;
  });
  const internals = form as unknown as FormidableInternals;
  const refuse = (error: HttpError) => {
    if (!failed) internals._error(error);
  };
  const readFileName = internals._getFileName.bind(form);
  internals._getFileName = (header) => {
    const name = readFileName(header);
    // A line break cuts the header (the name is unreadable) or arrives escaped: either way refused.
    if (/\bfilename=/i.test(header) && !isValidFileName(name)) {
      refuse(badRequest(UPLOAD_MESSAGES.badFileName, { reportFile: UPLOAD_MESSAGES.badFileName }));
    }
    return name;
  };
  form.onPart = (part) => {
    if (failed) return; // nothing more is read or written once the upload is refused
    // One file per upload, under any field name: a second is refused, not silently dropped.
    if (part.mimetype && part.originalFilename && ++fileParts > 1) {
      return refuse(badRequest(UPLOAD_MESSAGES.oneFile, { reportFile: UPLOAD_MESSAGES.oneFile }));
    }
    // Node's StringDecoder knows no "7bit"/"8bit" (valid in multipart) and formidable decodes
    // text fields with it, failing outside any handler: read such fields as UTF-8.
    const encoded = part as Part & { transferEncoding?: string };
    if (!part.mimetype && encoded.transferEncoding && !Buffer.isEncoding(encoded.transferEncoding)) {
      encoded.transferEncoding = "utf-8";
    }
    return internals._handlePart(part).catch(() => refuse(badRequest(REPORT_MESSAGES.unreadable)));
  };

  let parsed: [formidable.Fields, formidable.Files];
  try {
    parsed = await form.parse(nodeRequest as never);
  } catch (error) {
    const answer = uploadError(error, body);
    // An over-long body is cut off; any other is read to its end (within the cap), so the
    // client, still sending, gets to read the answer. Neither is awaited.
    void body.stop(answer instanceof HttpError && answer.status === 413 ? 0 : maxBodyBytes - body.received);
    await discard();
    throw answer;
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

/** Resolves once the writer has closed (destroying it first when it is still open). */
function closed(writer: fs.WriteStream): Promise<void> {
  if (writer.closed) return Promise.resolve();
  return new Promise((resolve) => {
    writer.once("close", () => resolve());
    writer.destroy();
  });
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
    log.warn("could not sweep old temporary upload files", {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** formidable's failures that the request caused; any other is ours (thrown on, a 500). */
const CLIENT_FAULTS = new Set([
  formidableErrors.aborted,
  formidableErrors.malformedMultipart,
  formidableErrors.unknownTransferEncoding,
  formidableErrors.filenameNotString,
]);

/**
 * A file name cut by a raw line break: formidable reads the rest of the name as a broken
 * header line and reports only "malformed", so the bytes it was reading are looked at.
 */
const BROKEN_FILE_NAME = /content-disposition:[^\r\n]*\bfilename="[^"\r\n]*[\r\n]/i;

/** The answer to a failed parse: an HttpError for anything the request caused. */
function uploadError(error: unknown, body: RequestBody): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof BodyTooLarge) return tooLarge(REPORT_MESSAGES.tooLarge);
  if (error instanceof BodyUnreadable) return badRequest(REPORT_MESSAGES.unreadable);
  const code = (error as { code?: unknown } | null)?.code;
  if (code === formidableErrors.malformedMultipart && BROKEN_FILE_NAME.test(body.lastRead())) {
    return badRequest(UPLOAD_MESSAGES.badFileName, { reportFile: UPLOAD_MESSAGES.badFileName });
  }
  switch (code) {
    case formidableErrors.maxFilesExceeded:
      return badRequest(UPLOAD_MESSAGES.oneFile, { reportFile: UPLOAD_MESSAGES.oneFile });
    case formidableErrors.maxFieldsExceeded:
      return badRequest(UPLOAD_MESSAGES.tooManyFields);
    case formidableErrors.maxFieldsSizeExceeded:
      return tooLarge(UPLOAD_MESSAGES.fieldsTooLarge);
    case formidableErrors.biggerThanMaxFileSize:
    case formidableErrors.biggerThanTotalMaxFileSize:
      return tooLarge(REPORT_MESSAGES.tooLarge);
    case formidableErrors.noEmptyFiles:
    case formidableErrors.smallerThanMinFileSize:
      return badRequest(REPORT_MESSAGES.required, { reportFile: REPORT_MESSAGES.required });
    case formidableErrors.missingContentType:
    case formidableErrors.missingMultipartBoundary:
    case formidableErrors.noParser:
      return badRequest(REPORT_MESSAGES.badForm);
  }
  return typeof code === "number" && CLIENT_FAULTS.has(code) ? badRequest(REPORT_MESSAGES.unreadable) : error;
}
