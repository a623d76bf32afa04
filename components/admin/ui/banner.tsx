import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/lib/content/icons";
import { CARD } from "./panel";

/** The look of a banner's one action (a button or a link); the caller adds its colours. */
export const BANNER_ACTION =
  "inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-medium shadow-sm transition-colors";

const TONES = {
  /** something needs the desk now: a booking flood, failed messages */
  warning: { box: "rounded-2xl bg-heart-50 shadow-sm ring-1 ring-heart-100", tile: "bg-white text-heart-600" },
  /** a state to know about: messages are off */
  calm: { box: CARD, tile: "bg-brand-50 text-brand-700" },
};

/**
 * A banner across an admin screen: an icon in a tile, a heading and what it means beside it,
 * and its one action at the side (below, on a phone). `top` keeps the action at the text's
 * top when the text runs long (a list of networks).
 */
export function Banner({
  as: Tag = "section",
  tone,
  icon,
  top = false,
  action,
  children,
  ...attributes
}: {
  as?: "section" | "div";
  tone: keyof typeof TONES;
  icon: IconName;
  top?: boolean;
  action: ReactNode;
  children: ReactNode;
  role?: "alert";
  "aria-labelledby"?: string;
  "data-testid": string;
}) {
  const { box, tile } = TONES[tone];
  return (
    <Tag
      {...attributes}
      className={`${box} flex flex-col gap-3 p-4 sm:flex-row ${top ? "sm:items-start" : "sm:items-center"} sm:justify-between sm:p-5`}
    >
      <div className="flex items-start gap-3">
        <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tile}`}>
          <Icon name={icon} className="size-5" />
        </span>
        <div className="text-sm">{children}</div>
      </div>
      {action}
    </Tag>
  );
}
