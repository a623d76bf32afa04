/**
 * English words of the `managePage` namespace (docs/decisions/012-tamil.md): the manage
 * page's server-rendered frame — its title, greeting, the brand bar's call button, the footer,
 * and the pages shown instead of an appointment. ta/manage-page.ts has the same keys in Tamil.
 */
export const managePage = {
  title: "Your appointment",
  eyebrow: "Your appointment",
  hello: "Hello",
  helloName: "Hello, {name}",
  busyEyebrow: "Please wait",
  busyTitle: "Too many requests",
  invalidEyebrow: "Appointment link",
  invalidTitle: "This link is not valid",
  call: "Call",
  footer: "{hours} · Sunday closed",
};
