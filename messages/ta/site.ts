import type { site as en } from "../en/site";

/** Tamil words of the `site` namespace: the same keys and placeholders as en/site.ts. */
export const site: typeof en = {
  defaultTitle: "{clinic} — {city} இதய சிகிச்சை நிபுணர் (Interventional Cardiology)",
  defaultDescription:
    "{doctor}, {city} இதய சிகிச்சை நிபுணர் (Interventional Cardiologist). திங்கள்–சனி, மாலை 6–9 மணி வரை ஆலோசனை.",
  ogImageAlt: "{clinic} — இதய சிறப்பு சிகிச்சை",
  whatsappGreeting:
    "வணக்கம், உங்கள் கிளினிக்கின் ஆலோசனை வசதிகள் மற்றும் சிகிச்சைகள் பற்றி மேலும் தெரிந்துகொள்ள விரும்புகிறேன்.",
  skipLink: "முக்கிய உள்ளடக்கத்திற்குச் செல்லவும்",
  tagline: "இதய சிறப்பு சிகிச்சை",
  footer: {
    about:
      "{city} நகரில் {doctor} அவர்களின் சிறப்பு இதய சிகிச்சை: ஆலோசனைகள், இதயப் பரிசோதனைகள், ஆஞ்சியோபிளாஸ்டி (Angioplasty), இதய வால்வு மற்றும் பேஸ்மேக்கர் (Pacemaker) போன்ற கருவி சிகிச்சைகள், நீங்கள் வீடு திரும்பிய பிறகும் தொடரும் கவனிப்பு.",
    quickLinks: "விரைவு இணைப்புகள்",
    myAppointments: "என் சந்திப்புகள்",
    services: "எங்கள் சேவைகள்",
    allServices: "அனைத்துச் சேவைகளையும் காண்க",
    contact: "தொடர்புக்கு",
    copyright: "© {year} {clinic}. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.",
    legal: "சட்டத் தகவல்கள்",
    registration: "{doctor} · மருத்துவப் பதிவு எண் (Reg. No.) {number}, {council}",
  },
  announcement: {
    label: "கிளினிக் அறிவிப்பு",
    until: "{date} வரை",
  },
  notFound: {
    title: "பக்கம் கிடைக்கவில்லை",
    description: "நீங்கள் தேடிய பக்கம் இந்தத் தளத்தில் இல்லை.",
    eyebrow: "பிழை 404",
    heading: "பக்கம் கிடைக்கவில்லை",
    text: "மன்னிக்கவும், அந்தப் பக்கத்தைக் கண்டுபிடிக்க முடியவில்லை. அது வேறு இடத்திற்கு மாற்றப்பட்டிருக்கலாம், அல்லது முகவரியில் எழுத்துப் பிழை இருக்கலாம். கீழே உள்ள இணைப்புகள் நீங்கள் செல்ல வேண்டிய பக்கத்திற்கு அழைத்துச் செல்லும்.",
    book: "முன்பதிவு செய்யுங்கள்",
    pages: "இந்தத் தளத்தில் உள்ள பக்கங்கள்",
  },
  sitemap: {
    eyebrow: "தள வரைபடம்",
    title: "அனைத்துப் பக்கங்களும்",
    lead: "இந்த இணையதளத்தின் அனைத்துப் பக்கங்களும் ஒரே இடத்தில்.",
    pages: "பக்கங்கள்",
    services: "சேவைகள்",
  },
};
