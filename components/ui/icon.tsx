import type { ReactNode } from "react";
import type { IconName } from "@/lib/content/icons";
import { SvgIcon, type SvgIconProps } from "./svg-icon";

/**
 * The one icon set: `Icon`, small hand-drawn 24×24 stroke icons (the site, and the back
 * office's cards), and `SolidIcon` (./solid-icon.tsx, imported from there so the public
 * pages' JavaScript never holds it), 20×20 filled ones for the back office's buttons and
 * headers. Both draw in ./svg-icon.tsx's frame: decorative unless given a title.
 */
const PATHS: Record<IconName, ReactNode> = {
  activity: <path d="M2 12h4l3-8 4 16 3-8h6" />,
  alert: (
    <>
      <path d="M12 3 22 20H2z" />
      <path d="M12 10v4M12 17h.01" />
    </>
  ),
  "arrow-right": <path d="M5 12h14M13 6l6 6-6 6" />,
  award: (
    <>
      <circle cx="12" cy="9" r="6" />
      <path d="M8.5 14 7 22l5-3 5 3-1.5-8" />
    </>
  ),
  book: (
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5zM4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5M8 7h8M8 11h6" />
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  card: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20M6 15h4" />
    </>
  ),
  cash: (
    <>
      <rect x="2" y="6" width="20" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M6 9.5v.01M18 14.5v.01" />
    </>
  ),
  chat: (
    <>
      <path d="M21 11.5a8.5 8.5 0 0 1-12.6 7.4L3 20.5l1.6-5.1A8.5 8.5 0 1 1 21 11.5z" />
      <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8a4 4 0 0 1-1.8-1.8l.8-1-1-2z" />
    </>
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  "chevron-up": <path d="m6 15 6-6 6 6" />,
  clipboard: (
    <>
      <rect x="5" y="4" width="14" height="18" rx="2" />
      <path d="M9 2.5h6v3H9zM9 13l2 2 4-4" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  device: (
    <>
      <rect x="3" y="8" width="12" height="10" rx="4" />
      <path d="M15 13h2.5A3.5 3.5 0 0 0 21 9.5V3M7 13h4" />
    </>
  ),
  droplet: <path d="M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z" />,
  external: <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
  file: <path d="M6 2.5h8l4 4V21.5H6zM14 2.5v4h4M9 12h6M9 16h6" />,
  gauge: (
    <>
      <path d="M3.5 17a9 9 0 1 1 17 0" />
      <path d="m12 15 4-5" />
      <circle cx="12" cy="15" r="1.5" />
    </>
  ),
  graduation: <path d="m2 9 10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5M22 9v6" />,
  heart: <path d="M12 20.5S3 15.2 3 9a4.5 4.5 0 0 1 9-1.5A4.5 4.5 0 0 1 21 9c0 6.2-9 11.5-9 11.5z" />,
  "heart-pulse": (
    <>
      <path d="M12 20.5S3 15.2 3 9a4.5 4.5 0 0 1 9-1.5A4.5 4.5 0 0 1 21 9c0 6.2-9 11.5-9 11.5z" />
      <path d="M3.5 12H8l1.5-2.5 2.5 5 1.5-2.5h7" />
    </>
  ),
  "id-card": (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <circle cx="8.5" cy="11" r="2" />
      <path d="M5.5 16a3 3 0 0 1 6 0M14 10h4.5M14 14h4.5" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
  "map-pin": (
    <>
      <path d="M12 21.5s-7-6.1-7-11.5a7 7 0 0 1 14 0c0 5.4-7 11.5-7 11.5z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  phone: (
    <>
      <rect x="6.5" y="2" width="11" height="20" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </>
  ),
  pill: (
    <>
      <path d="M10.5 20.5a5 5 0 0 1-7-7l6-6a5 5 0 0 1 7 7z" />
      <path d="m7 10 7 7" />
    </>
  ),
  scan: (
    <>
      <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3" />
      <path d="M7 12h2.5l1.5-3 2 6 1.5-3H17" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3 20 6v6c0 4.6-3.4 8.3-8 9-4.6-.7-8-4.4-8-9V6z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  smile: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8.5 14.5a4.5 4.5 0 0 0 7 0M9 9.5h.01M15 9.5h.01" />
    </>
  ),
  star: <path d="m12 2.8 2.8 5.8 6.3.8-4.6 4.4 1.2 6.3L12 17l-5.7 3.1 1.2-6.3L2.9 9.4l6.3-.8z" />,
  stent: (
    <>
      <path d="M3 8h18M3 16h18" />
      <path d="m5 8 4 8M9 8l-4 8M11 8l4 8M15 8l-4 8M17 8l4 8M21 8l-4 8" />
    </>
  ),
  stethoscope: (
    <>
      <path d="M5 3H4v5a5 5 0 0 0 10 0V3h-1M9 13v2a5 5 0 0 0 10 0v-2.5" />
      <circle cx="19" cy="10.5" r="2" />
    </>
  ),
  target: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
    </>
  ),
  valve: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 12V3M12 12l7.8 4.5M12 12l-7.8 4.5" />
    </>
  ),
  vessel: <path d="M7 2c0 4 4 5 4 10s-4 6-4 10M17 2c0 4-4 5-4 10s4 6 4 10" />,
  x: <path d="M6 6l12 12M18 6 6 18" />,
  zap: <path d="M13 2 4 14h7l-1 8 9-12h-7z" />,
};

type IconProps = SvgIconProps & { name: IconName };

export function Icon({ name, className = "size-5", ...rest }: IconProps) {
  return (
    <SvgIcon
      viewBox="0 0 24 24"
      fill={name === "star" ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={name === "star" ? 1 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...rest}
    >
      {PATHS[name]}
    </SvgIcon>
  );
}
