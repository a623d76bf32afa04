/**
 * Names of the small inline SVG icons (drawn in components/ui/icon.tsx). Content files
 * refer to icons by name so they stay plain data.
 */
import type { Text } from "../i18n/locales";

export const ICON_NAMES = [
  "activity",
  "alert",
  "arrow-right",
  "award",
  "book",
  "calendar",
  "card",
  "cash",
  "chat",
  "check",
  "chevron-up",
  "clipboard",
  "clock",
  "device",
  "droplet",
  "external",
  "file",
  "gauge",
  "graduation",
  "heart",
  "heart-pulse",
  "id-card",
  "mail",
  "map-pin",
  "menu",
  "phone",
  "pill",
  "scan",
  "shield",
  "smile",
  "star",
  "stent",
  "stethoscope",
  "target",
  "users",
  "valve",
  "vessel",
  "x",
  "zap",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** A card of the site's pages: an icon, a title and a short text (specializations, principles, services, why choose). */
export type Feature = { icon: IconName; title: Text; description: Text };
