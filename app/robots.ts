import type { MetadataRoute } from "next";
import { clinic } from "@/lib/content/clinic";

/** /robots.txt: public pages are indexable; the admin area and the API are not. */
export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = clinic();
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/api"] }],
    // no `Host:` line: it is Yandex's, not the robots standard (RFC 9309), and validators flag it
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
