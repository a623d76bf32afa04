/**
 * The manage page on the evening (issue 29 minor): while the patient waits, the doctor's
 * running-late notice shows beside their place; once it is their turn, "please go in" alone —
 * the doctor is not late for them any more.
 */
import { TonightCard } from "@/components/manage/tonight-card";
import { renderAdmin, screen } from "../render";

const waiting = {
  status: "checked-in" as const,
  token: 4,
  ahead: 2,
  nowServing: 2,
  estimateMinutes: 25,
  averageMinutes: 12,
  runningLate: { minutes: 20, since: "2026-11-24T13:00:00Z" },
};

test("waiting: the place, who is in, the estimate and the running-late notice", () => {
  renderAdmin(<TonightCard tonight={waiting} behind={false} />);
  const card = screen.getByTestId("tonight-position");
  expect(card).toHaveTextContent("Your token: 4");
  expect(card).toHaveTextContent("2 ahead of you");
  expect(card).toHaveTextContent(/running about 20 minutes late/i);
});

test("their turn: go in, and nothing about the doctor running late", () => {
  renderAdmin(<TonightCard tonight={{ ...waiting, status: "with-doctor", ahead: 0, nowServing: 4 }} behind={false} />);
  const card = screen.getByTestId("tonight-position");
  expect(card).toHaveTextContent(/your turn/i);
  expect(card).not.toHaveTextContent(/late/i);
});
