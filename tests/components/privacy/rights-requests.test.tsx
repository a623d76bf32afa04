import { createRef } from "react";
import { RightsRequestsList } from "@/components/admin/privacy/rights-requests";
import type { RightsRequestRecord } from "@/lib/shared/api/privacy";
import { answer, renderAdmin, screen, waitFor } from "../render";

const request = (id: number, done: boolean): RightsRequestRecord => ({
  id,
  patientId: null,
  patientName: null,
  kind: id === 1 ? "access" : "erasure",
  requester: id === 1 ? "Asha Rao" : "Ravi Kumar",
  detail: null,
  receivedAt: "2026-11-20T10:00:00.000Z",
  doneAt: done ? "2026-11-21T10:00:00.000Z" : null,
  recordedBy: "admin",
  doneBy: done ? "admin" : null,
});

/** The log as the server answers it: `done` ids are done; ?status=open|done narrows it. */
function serveLog(done: Set<number>) {
  return answer("get", "/api/admin/rights-requests", (_sent, url) => {
    const status = url.searchParams.get("status");
    const requests = [1, 2]
      .map((id) => request(id, done.has(id)))
      .filter((r) => status === "all" || (status === "done") === (r.doneAt !== null));
    return { success: true, requests, total: requests.length, page: 1, totalPages: 1 };
  });
}

const renderList = () =>
  renderAdmin(<RightsRequestsList headingRef={createRef<HTMLHeadingElement>()} onProfile={jest.fn()} />);

test("the log with its count; Show narrows it on the server and in the URL", async () => {
  const calls = serveLog(new Set([2]));
  const { user } = renderList();
  const list = screen.getByRole("region", { name: "Rights requests" });
  expect(await screen.findByText("2 requests in total")).toBeInTheDocument();
  expect(list.querySelectorAll("li")).toHaveLength(2);

  await user.selectOptions(screen.getByRole("combobox", { name: "Show" }), "Open");
  expect(await screen.findByText("1 open request")).toBeInTheDocument();
  expect(window.location.search).toBe("?status=open");
  expect(calls.at(-1)!.url.searchParams.get("status")).toBe("open");
  expect(list.querySelectorAll("li")).toHaveLength(1);
  expect(screen.getByRole("button", { name: /^Mark done: .*, asked by Asha Rao$/ })).toBeInTheDocument();
});

test("Mark done sends the change, says so, and the open list reads again: empty", async () => {
  window.history.pushState(null, "", "/admin/privacy?status=open");
  const done = new Set([2]);
  serveLog(done);
  const sent = answer("patch", "/api/admin/rights-requests/1", () => {
    done.add(1);
    return { success: true, message: "Marked as done.", request: request(1, true) };
  });
  const { user } = renderList();
  await user.click(await screen.findByRole("button", { name: /^Mark done: .*, asked by Asha Rao$/ }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0].body).toEqual({ done: true });
  expect(await screen.findByText("Marked as done.")).toBeInTheDocument();
  expect(await screen.findByText("No open requests.")).toBeInTheDocument();
  expect(screen.getByText("0 open requests")).toBeInTheDocument();
});
