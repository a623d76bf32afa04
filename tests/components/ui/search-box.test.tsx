import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SearchForm } from "@/components/admin/ui/search-box";
import { renderAdmin, screen } from "../render";

function Search({ onSearch, withButton = false }: { onSearch: (term: string) => void; withButton?: boolean }) {
  const [search, setSearch] = useState("");
  return (
    <SearchForm
      search={search}
      onSearch={(term) => {
        setSearch(term);
        onSearch(term);
      }}
      debounceMs={60_000}
      label="Search patients"
      placeholder="Name, ID, email or phone"
      maxLength={10}
      className="flex"
      button={withButton ? <Button type="submit">Search</Button> : undefined}
    />
  );
}

test("a labelled search box: Enter searches at once, × appears with text and clears both", async () => {
  const onSearch = jest.fn();
  const { user } = renderAdmin(<Search onSearch={onSearch} />);
  const box = screen.getByRole("searchbox", { name: "Search patients" });
  expect(box).toHaveAttribute("placeholder", "Name, ID, email or phone");
  expect(box).toHaveAttribute("maxlength", "10");
  expect(screen.queryByRole("button", { name: "Clear search" })).toBeNull();

  await user.type(box, "  asha {Enter}");
  expect(onSearch).toHaveBeenLastCalledWith("asha");

  await user.click(screen.getByRole("button", { name: "Clear search" }));
  expect(onSearch).toHaveBeenLastCalledWith("");
  expect(box).toHaveValue("");
  expect(box).toHaveFocus();
  expect(screen.queryByRole("button", { name: "Clear search" })).toBeNull();
});

test("with a Search button the box sits in a wrapper of its own, the button after it", async () => {
  const onSearch = jest.fn();
  const { user } = renderAdmin(<Search onSearch={onSearch} withButton />);
  const form = screen.getByRole("search");
  const box = screen.getByRole("searchbox", { name: "Search patients" });
  expect(box.parentElement).not.toBe(form);
  expect(box.parentElement).toHaveClass("relative", "min-w-0", "flex-1");
  expect(form.lastElementChild).toBe(screen.getByRole("button", { name: "Search" }));

  await user.type(box, "98400");
  await user.click(screen.getByRole("button", { name: "Search" }));
  expect(onSearch).toHaveBeenLastCalledWith("98400");
});
