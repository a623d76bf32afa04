/**
 * English words of the `shell` namespace (docs/decisions/012-tamil.md): the public site's
 * chrome — header menu, contact widget, back to top, the error page. Only the error page's words
 * travel to the browser (app/[locale]/error.tsx imports this file); the rest is server-rendered.
 * ta/shell.ts has the same keys in Tamil.
 */
export const shell = {
  home: "{clinic} — home",
  mainNav: "Main",
  mobileNav: "Main (mobile)",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  callClinic: "Call the clinic: {phone}",
  goHome: "Go to the home page",
  backToTop: "Back to top",
  contact: {
    region: "Quick contact",
    title: "How can we help?",
    lead: "Ask about consultation options and treatments, or call the clinic.",
    whatsapp: "WhatsApp",
    call: "Call Now",
    close: "Close",
    tooltip: "Need help? Chat with us!",
    openLabel: "Chat with us on WhatsApp or call",
    closeLabel: "Close contact options",
  },
  error: {
    eyebrow: "Something went wrong",
    title: "We could not show this page",
    text: "Please try again. If the problem continues, call the clinic — we are happy to help by phone.",
    reference: "Reference:",
    retry: "Try again",
  },
};
