import type { shell as en } from "../en/shell";

/** Tamil words of the `shell` namespace: the same keys and placeholders as en/shell.ts. */
export const shell: typeof en = {
  home: "{clinic} — முகப்புப் பக்கம்",
  mainNav: "முதன்மை",
  mobileNav: "முதன்மை (கைபேசி)",
  openMenu: "மெனுவைத் திறக்கவும்",
  closeMenu: "மெனுவை மூடவும்",
  callClinic: "கிளினிக்கை அழைக்கவும்: {phone}",
  goHome: "முகப்புப் பக்கத்திற்குச் செல்லவும்",
  backToTop: "மேலே செல்லவும்",
  contact: {
    region: "விரைவுத் தொடர்பு",
    title: "நாங்கள் எப்படி உதவலாம்?",
    lead: "ஆலோசனை வசதிகள், சிகிச்சைகள் பற்றிக் கேளுங்கள், அல்லது கிளினிக்கைத் தொலைபேசியில் அழையுங்கள்.",
    whatsapp: "WhatsApp-இல் பேச",
    call: "இப்போதே அழைக்கவும்",
    close: "மூடவும்",
    tooltip: "உதவி வேண்டுமா? எங்களுடன் பேசுங்கள்!",
    openLabel: "WhatsApp-இல் எங்களுடன் பேச அல்லது தொலைபேசியில் அழைக்க",
    closeLabel: "தொடர்பு வழிகளை மூடவும்",
  },
  error: {
    eyebrow: "ஏதோ தவறு நடந்துவிட்டது",
    title: "இந்தப் பக்கத்தைக் காட்ட முடியவில்லை",
    text: "தயவுசெய்து மீண்டும் முயற்சிக்கவும். சிக்கல் தொடர்ந்தால், கிளினிக்கைத் தொலைபேசியில் அழையுங்கள் — உதவ நாங்கள் மகிழ்ச்சியுடன் காத்திருக்கிறோம்.",
    reference: "குறிப்பு எண்:",
    retry: "மீண்டும் முயற்சிக்கவும்",
  },
};
