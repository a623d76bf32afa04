/**
 * A convenience for pages only: /admin/* without a session cookie goes to /admin (the
 * login). It proves nothing — every admin API handler checks the session itself
 * (lib/auth.ts adminRoute), so a request that skips or fools this file gains nothing.
 */
import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "./lib/session-cookie";

export function proxy(request: NextRequest) {
  if (request.cookies.has(SESSION_COOKIE)) return NextResponse.next();
  return NextResponse.redirect(new URL("/admin", request.url));
}

export const config = { matcher: ["/admin/:path+"] };
