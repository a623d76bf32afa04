/** Shared by the booking integration tests: requests to the real handlers. */
import { POST } from "@/app/api/appointments/book/route";
import { GET } from "@/app/api/appointments/slots/route";

let ipCounter = 0;
/** A fresh client address, so the per-IP limiter only matters where a test wants it to. */
export const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

export function bookRequest(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/api/appointments/book", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": freshIp(), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export async function book(body: unknown, headers: Record<string, string> = {}) {
  const res = await POST(bookRequest(body, headers), undefined);
  return { status: res.status, headers: res.headers, body: await res.json() };
}

export async function slots(query: string) {
  const res = await GET(new Request(`http://localhost/api/appointments/slots${query}`), undefined);
  return { status: res.status, body: await res.json() };
}

/** Tuesday 24 November 2026, 12:00 IST (06:30 UTC). */
export const TUESDAY_NOON_IST = new Date("2026-11-24T06:30:00Z");

export const validBooking = (overrides: Record<string, unknown> = {}) => ({
  patientName: "Asha Menon",
  patientEmail: "asha@example.com",
  patientPhone: "+91 98400 11111",
  patientAge: 54,
  patientSex: "Female",
  serviceRequired: "Cardiac Consultation",
  preferredDate: "2026-11-25",
  preferredTime: "18:30",
  additionalInfo: "Breathless on stairs",
  patientAddress: "4 Lake View Road, Chennai",
  patientOccupation: "Teacher",
  website: "",
  ...overrides,
});
