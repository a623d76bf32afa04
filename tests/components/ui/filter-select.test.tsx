import { useState } from "react";
import { FilterSelect } from "@/components/admin/ui/filter-select";
import { renderAdmin, screen } from "../render";

function Kinds({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <FilterSelect
      label="Kind"
      value={value}
      options={[
        ["", "All kinds"],
        ["reminder", "Reminder"],
        ["confirmation", "Confirmation"],
      ]}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

test("a labelled select: the first option shows everything, a choice is reported as its value", async () => {
  const onChange = jest.fn();
  const { user } = renderAdmin(<Kinds onChange={onChange} />);
  const select = screen.getByRole("combobox", { name: "Kind" });
  expect(select).toHaveDisplayValue("All kinds");
  expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["All kinds", "Reminder", "Confirmation"]);

  await user.selectOptions(select, "Reminder");
  expect(onChange).toHaveBeenLastCalledWith("reminder");
  expect(select).toHaveDisplayValue("Reminder");

  await user.selectOptions(select, "All kinds");
  expect(onChange).toHaveBeenLastCalledWith("");
});
