/**
 * Phone numbers as WhatsApp addresses them: digits with the country code, no "+". The
 * clinic's patients write Indian numbers every way ("98450 12345", "+91-98450-12345",
 * "098450 12345"); a number written with "+" and another country code is kept as it is.
 */
export function whatsappNumber(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  const local = digits
    .replace(/^00/, "")
    .replace(/^91(?=\d{10}$)/, "")
    .replace(/^0(?=\d{10}$)/, "");
  if (/^[6-9]\d{9}$/.test(local)) return `91${local}`;
  if (phone.trim().startsWith("+") && /^[1-9]\d{7,14}$/.test(digits)) return digits;
  return null;
}

/**
 * An Indian mobile number as whatsappNumber writes it: 91, then ten digits starting 6–9. The
 * clinic's messages go by WhatsApp only to such numbers unless the desk has confirmed the
 * number (issue 26: a form anybody can fill in must not make the clinic message the world).
 */
export const isIndianMobile = (number: string | null): boolean => !!number && /^91[6-9]\d{9}$/.test(number);

/**
 * A phone number shown without giving it away (issue 41 G11): its first two and last three
 * digits, the rest dots — "98•••••345" — enough for its owner to know it, of no use to anyone else.
 */
export function maskedPhone(phone: string): string {
  const digits = (whatsappNumber(phone) ?? phone.replace(/\D/g, "")).replace(/^91(?=\d{10}$)/, "");
  if (digits.length < 6) return "•".repeat(digits.length);
  return `${digits.slice(0, 2)}${"•".repeat(digits.length - 5)}${digits.slice(-3)}`;
}

/**
 * A phone number as the admin screens show it, one way whatever way it was typed: an Indian
 * mobile "+91 98450 12345"; anything else as typed (a landline or a foreign number keeps the
 * patient's own grouping).
 */
export function formatPhone(phone: string): string {
  const number = whatsappNumber(phone);
  if (!isIndianMobile(number)) return phone.trim();
  return `+91 ${number!.slice(2, 7)} ${number!.slice(7)}`;
}
