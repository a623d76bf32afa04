"use client";

/**
 * Letters and certificates in the consulting room (FEATURES.md §14, decision 042 point 4): the
 * visit's signed letters, each with Print links (A4 or A5, English or Tamil), and "Letters"
 * opening the dialog — choose the kind, fill its fields, Sign. There is no draft: Sign numbers
 * and freezes it (the server checks the same schema).
 */
import { useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { DOCUMENT_TITLES } from "@/lib/shared/validation/documents";
import { formatLongDate } from "@/lib/shared/clinic-time";
import { Panel } from "../ui/panel";
import { LetterDialog } from "./letter-dialog";
import { useVisitLetters } from "./queries";

export function LettersPanel({ visitId, visitDate }: { visitId: number; visitDate: string }) {
  const letters = useVisitLetters(visitId);
  const [open, setOpen] = useState(false);
  const pdf = (id: number, size: "a4" | "a5", lang: "en" | "ta") =>
    `/api/admin/documents/${id}/pdf?size=${size}&lang=${lang}`;
  return (
    <Panel
      title="Letters and certificates"
      description="Referral, fitness, medical leave, visit summary: signed and numbered, never edited."
      testId="letters-panel"
    >
      <Button className="mt-3" variant="primary" size="toolbar" onClick={() => setOpen(true)}>
        Letters
      </Button>
      {letters.data && letters.data.length > 0 ? (
        <ul className="mt-3 divide-y divide-slate-200" data-testid="visit-letters">
          {letters.data.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="text-sm text-slate-800">
                <span className="font-medium">{DOCUMENT_TITLES[d.kind].en}</span>{" "}
                <span className="text-slate-500">
                  {d.number} · {formatLongDate(d.createdAt.slice(0, 10))}
                </span>
              </span>
              <span className="flex flex-wrap gap-2">
                {(
                  [
                    ["a4", "en", "Print A4"],
                    ["a5", "en", "Print A5"],
                    ["a4", "ta", "Tamil A4"],
                    ["a5", "ta", "Tamil A5"],
                  ] as const
                ).map(([size, lang, label]) => (
                  <a
                    key={label}
                    href={pdf(d.id, size, lang)}
                    target="_blank"
                    rel="noopener"
                    aria-label={`${label}: ${d.number}`}
                    className={buttonClasses("neutral", "toolbar")}
                  >
                    {label}
                  </a>
                ))}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">No letters for this visit yet.</p>
      )}
      {open && <LetterDialog visitId={visitId} visitDate={visitDate} onClose={() => setOpen(false)} />}
    </Panel>
  );
}
