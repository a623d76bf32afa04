import { PagedList, usePaging } from "@/components/admin/ui/paged-list";
import { renderAdmin, screen, waitFor } from "../render";

const PAGE_SIZE = 50;

// jsdom lays nothing out, so has no scrolling: record where the list asked to scroll to
const scrolledTo: Element[] = [];
beforeAll(() => {
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this);
  };
});

/** A list of `total` things, 50 a page, answered at once (or not yet, or failed). */
function Things({
  total,
  state = "loaded",
  refresh = () => {},
}: {
  total: number;
  state?: "loaded" | "loading" | "failed";
  refresh?: () => void;
}) {
  const paging = usePaging(PAGE_SIZE);
  const from = (paging.page - 1) * PAGE_SIZE;
  const rows =
    state === "loaded"
      ? Array.from({ length: Math.max(0, Math.min(PAGE_SIZE, total - from)) }, (_, i) => `Thing ${from + i + 1}`)
      : null;
  return (
    <PagedList
      paging={paging}
      title="Things"
      count={`${total} things in total`}
      countTestId="thing-count"
      what="things"
      list={{ rows, total, query: { isFetching: false, isError: state === "failed", refresh } }}
      empty={{ icon: null, message: "No things yet.", hint: "Add one with Add Thing." }}
    >
      {(rows) => (
        <ul aria-label="Things">
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

const items = () => screen.getAllByRole("listitem").map((li) => li.textContent);

test("pages: Next shows the next 50, in the URL, and takes focus back to the list's heading", async () => {
  const { user } = renderAdmin(<Things total={120} />);
  expect(screen.getByRole("region", { name: "Things" })).toBeInTheDocument();
  expect(screen.getByTestId("thing-count")).toHaveTextContent("120 things in total");
  const pages = screen.getByRole("navigation", { name: "Pages" });
  expect(pages).toHaveTextContent("Showing 1–50 of 120");
  expect(pages).toHaveTextContent("Page 1 of 3");
  expect(screen.getByRole("button", { name: "← Previous" })).toBeDisabled();

  await user.click(screen.getByRole("button", { name: "Next →" }));
  expect(window.location.search).toBe("?page=2");
  expect(items()[0]).toBe("Thing 51");
  expect(pages).toHaveTextContent("Showing 51–100 of 120");
  expect(screen.getByRole("heading", { name: "Things" })).toHaveFocus();
  expect(scrolledTo.at(-1)).toBe(screen.getByRole("heading", { name: "Things" }));

  await user.click(screen.getByRole("button", { name: "Next →" }));
  expect(items()).toEqual(Array.from({ length: 20 }, (_, i) => `Thing ${101 + i}`));
  expect(screen.getByRole("button", { name: "Next →" })).toBeDisabled();

  await user.click(screen.getByRole("button", { name: "← Previous" }));
  expect(window.location.search).toBe("?page=2");
});

test("a page past the end (rows deleted meanwhile) gives way to the last page, replacing the URL", async () => {
  window.history.pushState(null, "", "/admin/things?page=3");
  const { rerender } = renderAdmin(<Things total={120} />);
  expect(items()).toHaveLength(20);
  const before = window.history.length;

  // 30 deleted elsewhere: page 3 is empty now
  rerender(<Things total={90} />);
  await waitFor(() => expect(window.location.search).toBe("?page=2"));
  expect(window.history.length).toBe(before);
  expect(items()[0]).toBe("Thing 51");
  expect(screen.getByRole("navigation", { name: "Pages" })).toHaveTextContent("Page 2 of 2");
  expect(screen.queryByText("No things yet.")).toBeNull();
});

test("an empty list shows its message and hint, and no pager", () => {
  renderAdmin(<Things total={0} />);
  expect(screen.getByText("No things yet.")).toBeInTheDocument();
  expect(screen.getByText("Add one with Add Thing.")).toBeInTheDocument();
  expect(screen.getByTestId("thing-count")).toHaveTextContent("0 things in total");
  expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
  expect(screen.queryByRole("list")).toBeNull();
});

test("one page needs no pager", () => {
  renderAdmin(<Things total={50} />);
  expect(items()).toHaveLength(50);
  expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
});

test("before the first answer: Loading…, then a failure offers Try again", async () => {
  const refresh = jest.fn();
  const { user, rerender } = renderAdmin(<Things total={0} state="loading" refresh={refresh} />);
  expect(screen.getByTestId("thing-count")).toHaveTextContent("Loading…");
  expect(screen.getByText("Loading things…")).toBeInTheDocument();
  expect(screen.queryByText("No things yet.")).toBeNull();

  rerender(<Things total={0} state="failed" refresh={refresh} />);
  expect(screen.getByText("The things could not be loaded.")).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Try again" }));
  expect(refresh).toHaveBeenCalledTimes(1);
});
