import type { MetadataRoute } from "next";
import { clinic } from "@/lib/content/clinic";

/** /robots.txt: public pages are indexable; the admin area and the API are not. */
export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = clinic();
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/api"] }],
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  };
}
