/**
 * Each public page's metadata in each language (FEATURES.md §6): the title and description in
 * the page's language, its canonical address, the hreflang alternates and OpenGraph's locale;
 * every page and link named in Tamil script on the Tamil side, and no two pages alike.
 */
import { clinic } from "@/lib/content/clinic";
import { LEGAL_NAV, MAIN_NAV, navLinks, PUBLIC_PAGES } from "@/lib/content/navigation";
import { clinicJsonLd, pageMetadata } from "@/lib/content/seo";
import { LOCALES } from "@/lib/i18n/locales";

const TAMIL = /[\u0B80-\u0BFF]/;
const c = clinic();

describe("page metadata per language", () => {
  it("an English page: its English title and description, canonical at today's address", () => {
    const meta = pageMetadata("/about", "en");
    expect(meta.title).toBe("About the Doctor");
    expect(meta.description).toMatch(/^Qualifications, specializations/);
    expect(meta.alternates?.canonical).toBe(`${c.siteUrl}/about`);
    expect(meta.openGraph).toMatchObject({ locale: "en_IN", alternateLocale: ["ta_IN"], url: `${c.siteUrl}/about` });
  });

  it("a Tamil page: Tamil title and description, canonical under /ta, the same alternates", () => {
    const meta = pageMetadata("/about", "ta");
    expect(meta.title).toBe("மருத்துவரைப் பற்றி");
    expect(String(meta.description)).toMatch(TAMIL);
    expect(meta.alternates?.canonical).toBe(`${c.siteUrl}/ta/about`);
    expect(meta.alternates?.languages).toEqual({
      "en-IN": `${c.siteUrl}/about`,
      "ta-IN": `${c.siteUrl}/ta/about`,
      "x-default": `${c.siteUrl}/about`,
    });
    expect(meta.openGraph).toMatchObject({
      locale: "ta_IN",
      alternateLocale: ["en_IN"],
      url: `${c.siteUrl}/ta/about`,
      title: `மருத்துவரைப் பற்றி | ${c.name}`,
    });
    const images = (meta.openGraph as { images: { alt: string }[] }).images;
    expect(images[0].alt).toMatch(TAMIL);
  });

  it("the home page's title stands alone in both languages; Tamil's home is /ta", () => {
    expect(pageMetadata("/", "en").title).toEqual({ absolute: `${c.name} — Interventional Cardiologist in Chennai` });
    const ta = pageMetadata("/", "ta");
    expect(ta.title).toEqual({ absolute: `${c.name} — ${PUBLIC_PAGES[0].title.ta}` });
    expect(ta.alternates?.canonical).toBe(`${c.siteUrl}/ta`);
  });

  it("names every page and link in Tamil script, and no two pages alike in either language", () => {
    for (const page of PUBLIC_PAGES) {
      for (const text of [page.label.ta, page.title.ta, page.description.ta])
        expect([page.path, text]).toEqual([page.path, expect.stringMatching(TAMIL)]);
    }
    for (const locale of LOCALES) {
      expect(new Set(PUBLIC_PAGES.map((p) => p.title[locale])).size).toBe(PUBLIC_PAGES.length);
      expect(new Set(PUBLIC_PAGES.map((p) => p.description[locale])).size).toBe(PUBLIC_PAGES.length);
      const links = navLinks([...MAIN_NAV, ...LEGAL_NAV], locale);
      expect(new Set(links.map((l) => l.label)).size).toBe(links.length);
    }
    // a page is called in the lists what its entry is called
    for (const item of [...MAIN_NAV, ...LEGAL_NAV]) {
      expect(PUBLIC_PAGES.find((p) => p.path === item.path)?.label).toEqual(item.label);
    }
  });

  it("keeps the structured data in English, saying the clinic speaks both", () => {
    const graph = clinicJsonLd(c)["@graph"];
    expect(graph[0]).toMatchObject({ "@type": "MedicalClinic", knowsLanguage: ["en-IN", "ta-IN"] });
    expect(JSON.stringify(graph)).not.toMatch(TAMIL);
  });
});
