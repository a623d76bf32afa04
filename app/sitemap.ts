import type { MetadataRoute } from "next";
import { clinic } from "@/lib/content/clinic";
import { PUBLIC_PAGES } from "@/lib/content/navigation";

/** /sitemap.xml: every public page (the admin area is deliberately absent). */
export default function sitemap(): MetadataRoute.Sitemap {
  const { siteUrl } = clinic();
  return PUBLIC_PAGES.map((p) => ({
    url: `${siteUrl}${p.path === "/" ? "/" : p.path}`,
    changeFrequency: p.changeFrequency,
    priority: p.priority,
  }));
}
