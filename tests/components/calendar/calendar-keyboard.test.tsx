/**
 * The Clinic calendar's grid by keyboard alone (moved from tests/e2e/admin-calendar.spec.ts,
 * issue 42): arrows move the focus, Enter picks a day, Shift+Enter a range, Page Down the same
 * day next month. Nothing here reaches the server but the month's days, answered empty.
 */
import { act } from "@testing-library/react";
import { ClinicCalendarScreen } from "@/components/admin/calendar/calendar-screen";
import { addMonths, monthLabel, monthOf, shiftMonth } from "@/components/admin/calendar/calendar-format";
import type { MonthDay } from "@/lib/shared/api/calendar";
import { addDays, formatLongDate, isSunday, todayIst } from "@/lib/shared/clinic-time";
import { answer, renderAdmin, screen, waitFor } from "../render";

/** Every evening of the month open and empty. */
function monthOfEvenings(month: string) {
  const days: MonthDay[] = [];
  for (let date = `${month}-01`; monthOf(date) === month; date = addDays(date, 1))
    days.push({ date, sunday: isSunday(date), booked: 0, closedSlots: 0, closureIds: [] });
  return { success: true, month, slotsPerEvening: 13, days, closures: [] };
}

function renderCalendar() {
  answer("get", "/api/admin/calendar", (_sent, url) => monthOfEvenings(url.searchParams.get("month")!));
  answer("get", "/api/admin/closures", { success: true, closures: [] });
  answer("get", "/api/admin/announcement", { success: true, announcement: null });
  return renderAdmin(<ClinicCalendarScreen bookingRules={{ horizonDays: 90 }} />);
}

const day = (date: string) => document.querySelector<HTMLElement>(`[data-date="${date}"]`);

test("arrows, Enter, Shift+Enter for a range, Page Down for the next month; Clear forgets the days", async () => {
  const { user, unmount } = renderCalendar();
  const today = todayIst(new Date());
  const todayButton = await screen.findByRole("button", { name: new RegExp(`^${formatLongDate(today)}`) });
  expect(todayButton).toHaveAttribute("tabindex", "0");
  act(() => todayButton.focus());

  await user.keyboard("{ArrowDown}"); // a week on
  const start = addDays(today, 7);
  await waitFor(() => expect(day(start)).toHaveFocus());
  await user.keyboard("{Enter}");
  const panel = screen.getByTestId("closure-panel");
  expect(await screen.findByTestId("picked-days")).toHaveTextContent(formatLongDate(start));
  await user.keyboard("{ArrowRight}{ArrowRight}");
  await waitFor(() => expect(day(addDays(start, 2))).toHaveFocus());
  await user.keyboard("{Shift>}{Enter}{/Shift}");
  expect(screen.getByTestId("picked-days")).toHaveTextContent(
    `${formatLongDate(start)} to ${formatLongDate(addDays(start, 2))} (3 days)`,
  );
  const picked = [start, addDays(start, 1), addDays(start, 2)];
  // the grid shows the month the focus is in
  await waitFor(() =>
    expect(document.querySelectorAll('td[aria-selected="true"]')).toHaveLength(
      picked.filter((d) => monthOf(d) === monthOf(picked[2])).length,
    ),
  );
  // part of an evening is for one day only
  expect(screen.getByLabelText("Part of the evening")).toBeDisabled();

  // Page Down: the same day next month, the grid follows the focus
  const focused = addDays(start, 2);
  act(() => day(focused)!.focus());
  await user.keyboard("{PageDown}");
  await waitFor(() =>
    expect(screen.getByTestId("calendar-month")).toHaveTextContent(monthLabel(addMonths(monthOf(focused), 1))),
  );
  await waitFor(() => expect(day(shiftMonth(focused, 1))).toHaveFocus());

  await user.click(screen.getByRole("button", { name: "Clear" }));
  expect(screen.queryByTestId("picked-days")).not.toBeInTheDocument();
  expect(panel).toBeInTheDocument();
  unmount(); // before the URL (?month=) is put back: nothing left to read the month again
});
