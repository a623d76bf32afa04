/**
 * The two Content-Security-Policies, side by side. Free of server imports: next.config.ts
 * (public pages) and proxy.ts (admin pages) both use it.
 *
 * Public pages are prerendered, so no per-request nonce can reach them: Next's inline
 * bootstrap scripts are allowed by 'unsafe-inline' there. Admin pages render per request
 * and get a fresh nonce: only scripts carrying it (Next adds it to all of its own) and
 * what they load run, and `base-uri 'none'` stops an injected <base> from re-pointing
 * relative script URLs.
 */
/** Development needs 'unsafe-eval' (React rebuilds server error stacks with eval); production never. */
const evalFor = (development: boolean) => (development ? " 'unsafe-eval'" : "");

function policy(scriptSrc: string, baseUri: string, frames: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    // React style attributes need inline styles; no script can run from a style.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    `base-uri ${baseUri}`,
    "form-action 'self'",
    "object-src 'none'",
    // the admin's report viewer shows a patient's PDF from a blob of its checked type (issue 29)
    ...frames,
  ].join("; ");
}

export const publicCsp = (development: boolean) => policy(`'self' 'unsafe-inline'${evalFor(development)}`, "'self'");

export const adminCsp = (nonce: string, development: boolean) =>
  policy(`'self' 'nonce-${nonce}' 'strict-dynamic'${evalFor(development)}`, "'none'", ["frame-src blob:"]);

/** 16 random bytes, base64: a fresh one for every admin page request. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}
