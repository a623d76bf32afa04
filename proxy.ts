/**
 * Runs before API calls (all but the report upload: see `config`) and admin pages (not
 * public pages: they stay static, untouched).
 *
 * 1. A path with malformed percent-encoding (`%`, `%zz`, a truncated `%E0%A4%A`) is refused
 *    with 400 JSON here: Next would otherwise fail decoding a [key] parameter and answer 500.
 * 2. Admin pages get a Content-Security-Policy with a fresh nonce (lib/server/csp.ts). It is set on
 *    the request too, which is where Next reads the nonce to put on its own scripts.
 * 3. A convenience only: /admin/* without a session cookie goes to /admin (the login). It
 *    proves nothing — every admin API handler checks the session itself (lib/server/api.ts
 *    adminRoute), so a request that skips or fools this file gains nothing.
 */
import { NextResponse, type NextRequest } from "next/server";
import { adminCsp, newNonce } from "./lib/server/csp";
import { STATUS_CODES } from "./lib/shared/error-codes";
import { SESSION_COOKIE_NAMES } from "./lib/shared/session-cookie";

const development = process.env.NODE_ENV !== "production";

/** True when some path segment is not valid percent-encoded UTF-8. */
export function hasMalformedEncoding(pathname: string): boolean {
  if (!pathname.includes("%")) return false;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (hasMalformedEncoding(pathname)) {
    return NextResponse.json(
      { success: false, message: "Malformed URL", code: STATUS_CODES[400] },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  if (pathname.startsWith("/api/")) return NextResponse.next();

  if (pathname !== "/admin" && !SESSION_COOKIE_NAMES.some((name) => request.cookies.has(name))) {
    return NextResponse.redirect(new URL("/admin", request.url));
  }
  const csp = adminCsp(newNonce(), development);
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

// Not the report upload: a request the proxy sees has its body copied in memory for it and
// cut at 10 MB (Next's proxyClientMaxBodySize), so a 10 MB report would arrive truncated.
// The upload streams under its own limit (lib/server/uploads.ts), and its path has no parameter.
export const config = { matcher: ["/api/((?!admin/patient/reports/upload$).*)", "/admin", "/admin/:path*"] };
