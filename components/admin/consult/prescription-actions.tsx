"use client";

/**
 * What is done with a finalised prescription (FEATURES.md §11) — by the doctor after
 * finalising, by the desk from the patient's profile: print it (A5 or A4, in the patient's
 * language, Tamil on request) or send it (WhatsApp with the patient's consent, or e-mail).
 */
import { useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { Message } from "../ui/alert";
import { ApiError } from "../ui/api";
import { useSendPrescription } from "./queries";

export function PrescriptionActions({
  id,
  language,
  children,
}: {
  id: number;
  language: "en" | "ta";
  children?: React.ReactNode;
}) {
  const send = useSendPrescription();
  const [said, setSaid] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const pdf = (size: "a4" | "a5", lang: "en" | "ta") => `/api/admin/prescriptions/${id}/pdf?size=${size}&lang=${lang}`;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <a href={pdf("a5", language)} target="_blank" rel="noopener" className={buttonClasses("primary", "toolbar")}>
          Print A5
        </a>
        <a href={pdf("a4", language)} target="_blank" rel="noopener" className={buttonClasses("neutral", "toolbar")}>
          Print A4
        </a>
        {language === "en" && (
          <a href={pdf("a5", "ta")} target="_blank" rel="noopener" className={buttonClasses("neutral", "toolbar")}>
            Tamil PDF
          </a>
        )}
        {(["whatsapp", "email"] as const).map((channel) => (
          <Button
            key={channel}
            variant="neutral"
            size="toolbar"
            disabled={send.isPending}
            onClick={() =>
              send.mutate(
                { id, channel },
                {
                  onSuccess: (a) => setSaid({ tone: "success", text: a.message }),
                  onError: (e) =>
                    setSaid({ tone: "error", text: e instanceof ApiError ? e.message : "Could not reach the server." }),
                },
              )
            }
          >
            {channel === "whatsapp" ? "Send on WhatsApp" : "Send by e-mail"}
          </Button>
        ))}
        {children}
      </div>
      {said && <Message tone={said.tone}>{said.text}</Message>}
    </div>
  );
}
