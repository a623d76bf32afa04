/**
 * Saving what the admin screens download: a blob under a file name, CSV as Excel reads it,
 * the name a server gave in Content-Disposition, and reading a streamed download while
 * counting its bytes.
 */
import { UTF8_BOM } from "@/lib/shared/csv";

/** The UTF-8 name of an RFC 6266 Content-Disposition (filename*), else its plain filename. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}

/** Saves a blob as a download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** CSV text as a file Excel opens right: UTF-8, starting with the byte-order mark. */
export const csvBlob = (csv: string) =>
  new Blob([csv.startsWith(UTF8_BOM) ? csv : UTF8_BOM + csv], { type: "text/csv;charset=utf-8" });

/** Saves CSV text as a download (with the byte-order mark). */
export function saveCsv(csv: string, fileName: string) {
  saveBlob(csvBlob(csv), fileName);
}

/** Reads a download while counting bytes (a streamed archive's size is not known up front). */
export async function readWithProgress(res: Response, onBytes: (n: number) => void): Promise<Blob> {
  if (!res.body) return res.blob();
  const reader = res.body.getReader();
  const chunks: BlobPart[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as BlobPart);
    received += value.byteLength;
    onBytes(received);
  }
  return new Blob(chunks, { type: res.headers.get("content-type") ?? "application/octet-stream" });
}
