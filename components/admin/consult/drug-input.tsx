"use client";

/**
 * A medicine's generic name, typed with the drug list under it (FEATURES.md §11): search as
 * you type, ↓/↑ to move, Enter to take one (its strength and form come with it), Escape to
 * close. A brand typed offers its generic ("Ecosprin → ASPIRIN"), and the generic is what is
 * written. A name not on the list stays as typed, and Enter moves on to its strength. An ARIA
 * 1.2 combobox.
 */
import { useId, useState } from "react";
import type { DrugRecord } from "@/lib/shared/api/prescriptions";
import { inputClass } from "@/components/ui/field";
import { useDrugSearch } from "./queries";

export function DrugInput({
  id,
  value,
  onChange,
  onPick,
  onEnterUnlisted,
  invalid,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onPick: (drug: DrugRecord) => void;
  onEnterUnlisted: () => void;
  invalid: boolean;
  describedBy?: string;
}) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const found = useDrugSearch(open ? value : "");
  const drugs = open && value.trim().length >= 2 ? (found.data ?? []) : [];
  const shown = drugs.length > 0;

  function pick(drug: DrugRecord) {
    onPick(drug);
    setOpen(false);
  }

  return (
    <div className="relative">
      <input
        id={id}
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (!shown) {
            if (e.key === "Enter" && value.trim() !== "") {
              e.preventDefault();
              onEnterUnlisted();
            }
            return;
          }
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setActive((a) => Math.min(a + 1, drugs.length - 1));
          } else if (e.key === "ArrowUp") {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === "Enter") {
            e.preventDefault();
            pick(drugs[active]);
          } else if (e.key === "Escape") {
            e.preventDefault();
            setOpen(false);
          }
        }}
        className={`${inputClass(invalid)} uppercase`}
      />
      {shown && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Medicines"
          className="absolute z-20 mt-1 max-h-64 w-full min-w-64 overflow-y-auto rounded-lg bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200"
        >
          {drugs.map((d, i) => (
            <li
              key={d.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              // mousedown, not click: the input's blur would close the list first
              onMouseDown={(e) => {
                e.preventDefault();
                pick(d);
              }}
              className={`cursor-pointer px-3 py-2 ${i === active ? "bg-brand-50 text-brand-900" : "text-slate-800"}`}
            >
              {d.brand && <span className="text-slate-600">{d.brand} → </span>}
              <span className="font-semibold uppercase">{d.name}</span> {d.strength}{" "}
              <span className="text-slate-500">{d.form}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
