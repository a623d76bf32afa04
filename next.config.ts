import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { publicCsp } from "./lib/server/csp";

const isProduction = process.env.NODE_ENV === "production";

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ...(isProduction ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Types are checked once, by `npm run lint` (tsc over app, lib, tests and scripts alike): a
  // server's install and the browser tests' build need not check them again.
  typescript: { ignoreBuildErrors: true },
  // Lets a second build (tests, benchmarks) live beside the one `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  serverExternalPackages: [
    "better-sqlite3",
    "@prisma/adapter-better-sqlite3",
    "pg",
    "@prisma/adapter-pg",
    "@node-rs/argon2",
  ],
  experimental: {
    globalNotFound: true,
    // Regenerated pages stay in memory: the deploy kit's release folder is read-only to the
    // service (deploy/systemd/clinic.service), and a restart starts again from the build's pages.
    isrFlushToDisk: false,
  },
  // English keeps today's addresses (FEATURES.md §6): an unprefixed page is the `[locale]`
  // segment's English one, without a middleware, so the pages stay prerendered files. Checked
  // after static files and routes (afterFiles), so /admin, /api, robots.txt and the like win.
  async rewrites() {
    return {
      beforeFiles: [],
      afterFiles: [
        { source: "/", destination: "/en" },
        { source: "/:path((?!ta(?:/|$)|en(?:/|$)|api(?:/|$)|admin(?:/|$)|_next/).+)", destination: "/en/:path" },
      ],
      // An address nothing answers: the 404 page in its language, prerendered (see its page.tsx).
      fallback: [{ source: "/:locale(en|ta)/:path*", destination: "/:locale/page-not-found" }],
    };
  },
  // One address per page: the English segment's own name is never shown.
  async redirects() {
    return [
      { source: "/en", destination: "/", permanent: true },
      { source: "/en/:path*", destination: "/:path*", permanent: true },
    ];
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // The manage page's address is its token: no Referer carries it, not even to this site
      // (its own calls, images, a link followed). Later entries win over securityHeaders'.
      // …and so is a waiting-list claim or leave link's (FEATURES.md §14)
      ...["/appointment/:token", "/ta/appointment/:token", "/waitlist/:path*", "/ta/waitlist/:path*"].map((source) => ({
        source,
        headers: [{ key: "Referrer-Policy", value: "no-referrer" }],
      })),
      // Everything but the admin pages: the static policy. Admin pages get a per-request
      // nonce policy from proxy.ts (lib/server/csp.ts has both).
      {
        source: "/((?!admin(?:/|$)).*)",
        headers: [{ key: "Content-Security-Policy", value: publicCsp(!isProduction) }],
      },
      {
        source: "/admin/:path*",
        headers: [
          { key: "Cache-Control", value: "no-store" },
          { key: "X-Robots-Tag", value: "noindex, nofollow" },
        ],
      },
      {
        source: "/admin",
        headers: [
          { key: "Cache-Control", value: "no-store" },
          { key: "X-Robots-Tag", value: "noindex, nofollow" },
        ],
      },
    ];
  },
};

// next-intl's request configuration (the page's locale and messages): lib/i18n/request.ts.
export default createNextIntlPlugin("./lib/i18n/request.ts")(nextConfig);
