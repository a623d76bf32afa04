import {
  ACHIEVEMENTS,
  CREDENTIALS,
  HERO_QUALIFICATIONS,
  PHILOSOPHY,
  SPECIALIZATIONS,
  DOCTOR_TITLE,
} from "@/lib/content/doctor";
import { LOCALES } from "@/lib/i18n/locales";
import { HOME_STATS, SERVICE_PREVIEWS } from "@/lib/content/home";
import { ICON_NAMES } from "@/lib/content/icons";
import { formatIstDate, istIsoDate, privacyPolicy, termsOfService } from "@/lib/content/legal";
import { LEGAL_NAV, MAIN_NAV, PUBLIC_PAGES } from "@/lib/content/navigation";
import { ARRIVE_EARLY_MINUTES, PAYMENT_METHODS, WHAT_TO_BRING } from "@/lib/content/patient-info";
import { RESEARCH_PAPERS } from "@/lib/content/papers";
import { SAMPLE_CONTENT } from "@/lib/content/sample";
import { BOOKABLE_SERVICES, FOOTER_SERVICES } from "@/lib/content/services";
import { durationInMinutes, formatDuration, SERVICE_CATALOG, WHY_CHOOSE } from "@/lib/content/services-catalog";
import { HOME_QUOTES, TESTIMONIALS, TRUST_STATS } from "@/lib/content/testimonials";
import { clinic, whatsappLink, WHATSAPP_GREETING } from "@/lib/content/clinic";
import { clinicJsonLd, jsonLdString, postalAddress } from "@/lib/content/seo";

const identity = {
  name: "Test Heart Clinic",
  email: "desk@example.com",
  phone: "+91 90000 00000",
  address: "1 Main Road, Adyar, Chennai, Tamil Nadu 600020",
};

describe("About page content", () => {
  it("has the counts the spec names", () => {
    expect(CREDENTIALS).toHaveLength(8);
    expect(SPECIALIZATIONS).toHaveLength(10);
    expect(ACHIEVEMENTS).toHaveLength(12);
    expect(RESEARCH_PAPERS).toHaveLength(9);
    expect(PHILOSOPHY.map((p) => p.title.en)).toEqual([
      "Patient-Centered Care",
      "Preventive Approach",
      "Evidence-Based Medicine",
    ]);
  });

  it("gives every paper a title, external link, journal, year, status, abstract and tags", () => {
    for (const p of RESEARCH_PAPERS) {
      expect(p.title.length).toBeGreaterThan(10);
      expect(p.url).toMatch(/^https:\/\//);
      expect(p.journal).not.toBe("");
      expect(Number.isInteger(p.year)).toBe(true);
      expect(p.year).toBeGreaterThanOrEqual(2000);
      expect(["Published", "In Press", "Under Review"]).toContain(p.status);
      expect(p.abstract.en.length).toBeGreaterThan(40);
      expect(p.tags.length).toBeGreaterThan(0);
      for (const tag of p.tags) expect(typeof tag.en).toBe("string");
    }
    expect(new Set(RESEARCH_PAPERS.map((p) => p.title)).size).toBe(9);
  });

  it("names the doctor's title and degrees", () => {
    expect(DOCTOR_TITLE.en).toBe("INTERVENTIONAL CARDIOLOGIST");
    expect(HERO_QUALIFICATIONS.map((q) => q.en)).toEqual(["MD General Medicine", "DM Cardiology"]);
  });
});

describe("Services catalogue", () => {
  it("has 28 distinct cards with icon, title, description and duration, and 3 'why choose' features", () => {
    expect(SERVICE_CATALOG).toHaveLength(28);
    expect(new Set(SERVICE_CATALOG.map((s) => s.title.en)).size).toBe(28);
    expect(new Set(SERVICE_CATALOG.map((s) => s.slug)).size).toBe(28);
    for (const s of SERVICE_CATALOG) {
      expect(ICON_NAMES).toContain(s.icon);
      expect(s.description.en.length).toBeGreaterThan(30);
      expect(s.duration.from).toBeGreaterThan(0);
      expect(s.duration.to).toBeGreaterThan(s.duration.from);
    }
    expect(WHY_CHOOSE).toHaveLength(3);
  });

  it("runs from 15–20 minutes (ECG) to 3–5 hours (mitral valve repair/replacement)", () => {
    const ecg = SERVICE_CATALOG.find((s) => s.title.en === "ECG")!;
    const mitral = SERVICE_CATALOG.find((s) => s.title.en === "Mitral Valve Repair/Replacement")!;
    expect(formatDuration(ecg.duration)).toBe("15–20 minutes");
    expect(formatDuration(mitral.duration)).toBe("3–5 hours");
    expect(formatDuration(ecg.duration, "ta")).toBe("15–20 நிமிடங்கள்");
    expect(formatDuration(mitral.duration, "ta")).toBe("3–5 மணி நேரம்");
    const minutes = SERVICE_CATALOG.map((s) => durationInMinutes(s.duration));
    expect(Math.min(...minutes.map((m) => m.from))).toBe(15);
    expect(Math.max(...minutes.map((m) => m.to))).toBe(300);
  });

  it("covers each of the 22 bookable services exactly once; the footer shows the first 8", () => {
    expect(BOOKABLE_SERVICES).toHaveLength(22);
    const linked = SERVICE_CATALOG.map((s) => s.bookable).filter(Boolean);
    expect([...linked].sort()).toEqual([...BOOKABLE_SERVICES].sort());
    expect(FOOTER_SERVICES).toEqual(BOOKABLE_SERVICES.slice(0, 8));
    expect(FOOTER_SERVICES[0]).toBe("Angiography");
    expect(FOOTER_SERVICES[7]).toBe("Chronic Total Occlusion (CTO)");
  });
});

describe("Home, testimonials and patient info", () => {
  it("shows three previews, the claimed stats and three quotes", () => {
    expect(SERVICE_PREVIEWS.map((s) => s.title.en)).toEqual([
      "Angiography & Angioplasty",
      "Stent Placement & TAVR",
      "Valvular Heart Disease",
    ]);
    expect(HOME_STATS.map((s) => s.value)).toEqual(["15+", "10,000+", "100%", "5,000+", "8+"]);
    expect(HOME_QUOTES).toHaveLength(3);
    for (const q of HOME_QUOTES) expect(TESTIMONIALS).toContain(q);
  });

  it("has six testimonials with integer ratings from 0 to 5, and the trust strip", () => {
    expect(TESTIMONIALS).toHaveLength(6);
    for (const t of TESTIMONIALS) {
      expect(Number.isInteger(t.rating)).toBe(true);
      expect(t.rating).toBeGreaterThanOrEqual(0);
      expect(t.rating).toBeLessThanOrEqual(5);
      expect(t.name).not.toBe("");
      expect(t.text.en.length).toBeGreaterThan(40);
      expect(t.service.en).not.toBe("");
    }
    expect(TRUST_STATS.map((s) => s.value)).toEqual(["10,000+", "15+", "100%"]);
  });

  it("lists what to bring, the arrival time and the payment methods", () => {
    expect(WHAT_TO_BRING.map((i) => i.label.en)).toEqual([
      "Photo ID",
      "Previous medical records",
      "List of current medications",
      "Insurance card (optional)",
    ]);
    expect(ARRIVE_EARLY_MINUTES).toBe(15);
    expect(PAYMENT_METHODS.map((m) => m.label.en)).toEqual(["Cash", "Credit/Debit Cards", "Insurance"]);
  });

  it("marks sample content in one place", () => {
    expect(typeof SAMPLE_CONTENT).toBe("boolean");
  });
});

describe("Navigation", () => {
  it("has the six header routes and the nine public pages", () => {
    expect(MAIN_NAV.map((n) => n.path)).toEqual([
      "/",
      "/about",
      "/services",
      "/patient-info",
      "/testimonials",
      "/contact",
    ]);
    expect(LEGAL_NAV.map((n) => n.path)).toEqual(["/privacy", "/terms", "/sitemap"]);
    expect(PUBLIC_PAGES.map((p) => p.path)).toEqual([...MAIN_NAV, ...LEGAL_NAV].map((n) => n.path));
    for (const locale of LOCALES) {
      expect(new Set(PUBLIC_PAGES.map((p) => p.title[locale])).size).toBe(PUBLIC_PAGES.length);
      expect(new Set(PUBLIC_PAGES.map((p) => p.description[locale])).size).toBe(PUBLIC_PAGES.length);
    }
  });
});

describe("Legal pages", () => {
  it("terms state 10 minutes early, 24-hour notice, 108, payment at time of service, Sunday by appointment", () => {
    const text = JSON.stringify(termsOfService(identity));
    expect(text).toContain("10 minutes early");
    expect(text).toContain("24-hour cancellation notice");
    expect(text).toContain("108");
    expect(text).toContain("Payment is due at the time of service");
    expect(text).toContain("Sunday: by appointment only");
  });

  it("privacy policy names the clinic and how to reach it", () => {
    const contact = {
      name: "Dr. Test",
      names: { en: "Dr. Test", ta: "டாக்டர் டெஸ்ட்" },
      email: identity.email,
      phone: identity.phone,
    };
    const text = JSON.stringify(privacyPolicy(identity, { retentionYears: 3, contact }));
    expect(text).toContain("Test Heart Clinic");
    expect(text).toContain("desk@example.com");
    // the doctor named as each language writes the name
    expect(text).toContain("கையாளும் டாக்டர் டெஸ்ட் அவர்களைத்");
  });

  it("formats 'Last Updated' as the calendar date in India (UTC+05:30)", () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in India.
    const instant = new Date("2025-12-31T20:00:00Z");
    expect(istIsoDate(instant)).toBe("2026-01-01");
    expect(formatIstDate(instant)).toBe("1 January 2026");
    expect(istIsoDate(new Date("2026-03-10T18:29:00Z"))).toBe("2026-03-10");
  });
});

describe("Structured data and links", () => {
  it("builds a MedicalClinic and a Physician with address, telephone and Mon–Sat 18:00–21:00 hours", () => {
    const c = clinic();
    const graph = clinicJsonLd(c)["@graph"];
    expect(graph.map((n) => n["@type"])).toEqual(["MedicalClinic", "IndividualPhysician"]);
    for (const node of graph) {
      expect(node.telephone).toBe(c.phone);
      expect(node.address["@type"]).toBe("PostalAddress");
      expect(node.openingHoursSpecification).toEqual([
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
          opens: "18:00",
          closes: "21:00",
        },
      ]);
    }
  });

  it("splits an Indian address into its parts", () => {
    expect(postalAddress(identity.address)).toEqual({
      "@type": "PostalAddress",
      streetAddress: "1 Main Road, Adyar",
      addressLocality: "Chennai",
      addressRegion: "Tamil Nadu",
      postalCode: "600020",
      addressCountry: "IN",
    });
    expect(postalAddress("Somewhere")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Somewhere",
      addressCountry: "IN",
    });
  });

  it("escapes '<' so JSON-LD cannot close its script tag", () => {
    expect(jsonLdString({ a: "</script><script>alert(1)</script>" })).not.toContain("<");
  });

  it("builds a wa.me link with the encoded greeting", () => {
    const href = whatsappLink("919840012345", WHATSAPP_GREETING);
    expect(href.startsWith("https://wa.me/919840012345?text=")).toBe(true);
    expect(decodeURIComponent(href.split("text=")[1])).toBe(WHATSAPP_GREETING);
    expect(WHATSAPP_GREETING).toMatch(/consultation options and treatments/);
  });
});
