/**
 * Each screen reads its list again by itself at the spec's interval (SPEC §9), as a background
 * call (moved from tests/e2e/admin-dashboard.spec.ts, issue 42): the dashboard every 3 minutes,
 * Today's list every 10, Select Date and All Appointments every 3 — nothing before. The
 * screens run on jest's clock; msw notes each call and whether it came from a timer.
 */
import { act } from "@testing-library/react";
import { http, HttpResponse, type JsonBodyType } from "msw";
import { Dashboard } from "@/components/admin/dashboard/dashboard";
import {
  AllAppointments,
  SelectDateAppointments,
  TodayAppointments,
} from "@/components/admin/appointments/appointment-screens";
import type { DashboardOverview } from "@/lib/shared/api/dashboard";
import { addDays, isSunday, todayIst } from "@/lib/shared/clinic-time";
import { BACKUP_TABLE_NAMES } from "@/lib/shared/validation/backups";
import { renderAdmin, screen, waitFor } from "../render";
import { server } from "../server";

const today = todayIst(new Date());
const overview: DashboardOverview = {
  stats: { totalAppointments: 12, todayAppointments: 2, totalPatients: 9 },
  calendar: { upcoming: [], appointmentsInside: 0 },
  messages: { failed: 0, configured: false },
  outlook: {
    days: Array.from({ length: 14 }, (_, i) => {
      const date = addDays(today, i);
      return { date, booked: 0, sunday: isSunday(date), closed: null };
    }),
    noShow: { month: today.slice(0, 7), noShows: 0, outcomes: 0, rate: null },
  },
  flood: null,
  consult: null,
};
const backupStats = {
  success: true,
  stats: {
    recordCounts: Object.fromEntries(BACKUP_TABLE_NAMES.map((name) => [name, 0])),
    totalRecords: 0,
    databaseSizeMB: 1,
    lastBackup: null,
  },
};
const noAppointments = { success: true, appointments: [], total: 0, page: 1, pageSize: 50 };
const emptyQueue = {
  success: true,
  date: today,
  queue: [],
  current: null,
  averageMinutes: null,
  runningLate: null,
};

type Call = { path: string; background: boolean };

/** Answers every call the screens make, noting each and whether a timer made it. */
function serveAll(): Call[] {
  const calls: Call[] = [];
  const note =
    (body: JsonBodyType) =>
    ({ request }: { request: Request }) => {
      calls.push({
        path: new URL(request.url).pathname,
        background: request.headers.get("x-admin-background") === "1",
      });
      return HttpResponse.json(body);
    };
  server.use(
    http.get("/api/admin/stats", note({ success: true, ...overview })),
    http.get("/api/admin/backup/stats", note(backupStats)),
    http.get("/api/admin/queue", note(emptyQueue)),
    http.get("/api/appointments/data", note(noAppointments)),
  );
  return calls;
}
const backgroundCalls = (calls: Call[], path: string) => calls.filter((c) => c.path === path && c.background).length;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test("the dashboard's counts: nothing before 3 minutes, then one background call", async () => {
  const calls = serveAll();
  const { unmount } = renderAdmin(<Dashboard bookingRules={{ horizonDays: 90 }} />);
  await waitFor(() => expect(calls.some((c) => c.path === "/api/admin/stats")).toBe(true));
  await act(() => jest.advanceTimersByTimeAsync(2 * 60_000 + 50_000));
  expect(backgroundCalls(calls, "/api/admin/stats")).toBe(0);
  await act(() => jest.advanceTimersByTimeAsync(15_000));
  await waitFor(() => expect(backgroundCalls(calls, "/api/admin/stats")).toBe(1));
  unmount();
});

test.each([
  { name: "Today's Appointments", ui: <TodayAppointments bookingRules={{ horizonDays: 90 }} />, minutes: 10 },
  { name: "Select Date", ui: <SelectDateAppointments bookingRules={{ horizonDays: 90 }} />, minutes: 3 },
  { name: "All Appointments", ui: <AllAppointments bookingRules={{ horizonDays: 90 }} />, minutes: 3 },
])("$name: nothing before $minutes minutes, then one background call", async ({ ui, minutes }) => {
  const calls = serveAll();
  const { unmount } = renderAdmin(ui);
  await waitFor(() => expect(screen.getByTestId("appointment-count")).not.toHaveTextContent("Loading…"));
  await act(() => jest.advanceTimersByTimeAsync((minutes * 60 - 10) * 1000));
  expect(backgroundCalls(calls, "/api/appointments/data")).toBe(0);
  await act(() => jest.advanceTimersByTimeAsync(15_000));
  await waitFor(() => expect(backgroundCalls(calls, "/api/appointments/data")).toBe(1));
  unmount();
});
