/**
 * No-show is offered in the appointment tables only once a patient's time has passed (issue 29,
 * major 7), as the Tonight screen refuses it; one who checked in (a token) may be marked at once.
 */
import { noShowTooEarly } from "@/components/admin/queue/status-menu";

const AT_6_30_PM_IST = new Date("2026-11-24T13:00:00Z");
const row = (preferred_date: string, preferred_time: string, status = "") => ({
  status,
  preferred_date,
  preferred_time,
});

test("a later time tonight, or a later day: refused, saying until when", () => {
  expect(noShowTooEarly(row("2026-11-24", "18:45"), null, AT_6_30_PM_IST)).toBe("Not before 6:45 PM");
  expect(noShowTooEarly(row("2026-11-25", "18:00"), null, AT_6_30_PM_IST)).toBe("Not before the appointment's day");
});

test("a time passed, an earlier day, a patient who checked in, or a status already set: allowed", () => {
  expect(noShowTooEarly(row("2026-11-24", "18:15"), null, AT_6_30_PM_IST)).toBeNull();
  expect(noShowTooEarly(row("2026-11-24", "18:30"), null, AT_6_30_PM_IST)).toBeNull();
  expect(noShowTooEarly(row("2026-11-20", "20:00"), null, AT_6_30_PM_IST)).toBeNull();
  expect(noShowTooEarly(row("2026-11-24", "20:00"), { token: 3 }, AT_6_30_PM_IST)).toBeNull();
  expect(noShowTooEarly(row("2026-11-25", "18:00", "Done"), null, AT_6_30_PM_IST)).toBeNull();
});
