/**
 * The cross-site checks of the sign-in and every admin call (docs/security.md "The guard").
 */
import "server-only";
import { config } from "../config";
import { HttpError } from "../http";

export const CROSS_SITE_MESSAGE = "Cross-site request refused.";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** host[:port] with the scheme's default port removed, lower-cased. */
function normalHost(host: string, protocol = "http:"): string {
  const h = host.trim().toLowerCase();
  return protocol === "https:" ? h.replace(/:443$/, "") : h.replace(/:80$/, "");
}

/**
 * Refuses (403) any request that a browser marks as cross-site (`Sec-Fetch-Site`), and a
 * state-changing one whose Origin names a host other than this site's (the Host header, a
 * proxy's X-Forwarded-Host, or SITE_URL). Requests without these (non-browser clients) pass.
 */
export function checkOrigin(req: Request): void {
  // a browser's cross-site request is refused whatever its method (issue 41 G7): a link or
  // a form on another site carries the SameSite=Lax cookie on a top-level GET
  if (req.headers.get("sec-fetch-site")?.toLowerCase() === "cross-site") throw new HttpError(403, CROSS_SITE_MESSAGE);
  if (SAFE_METHODS.has(req.method.toUpperCase())) return;
  const origin = req.headers.get("origin");
  if (origin === null) return;
  let originHost: string;
  try {
    const url = new URL(origin); // "null" (sandboxed or privacy-stripped) throws: refused
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("scheme");
    originHost = normalHost(url.host, url.protocol);
  } catch {
    throw new HttpError(403, CROSS_SITE_MESSAGE);
  }
  const site = new URL(config().SITE_URL);
  const allowed = [req.headers.get("host"), req.headers.get("x-forwarded-host")?.split(",")[0], site.host]
    .filter((h): h is string => !!h)
    .flatMap((h) => [normalHost(h, "http:"), normalHost(h, "https:")]);
  if (!allowed.includes(originHost)) throw new HttpError(403, CROSS_SITE_MESSAGE);
}
