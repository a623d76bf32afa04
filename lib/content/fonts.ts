/**
 * The Tamil faces the patient pages use (app/design.css), cut by `npm run fonts`
 * (scripts/fonts.ts) from Noto Sans Tamil, npm's @fontsource-variable/noto-sans-tamil:
 * - TAMIL_TEXT: the whole Tamil block at the weights the pages use (regular to bold) — half
 *   the npm file's size, fetched only by a page that shows Tamil text;
 * - the switcher's label: only the letters of the Tamil language's own name, semibold, so an
 *   English page draws "தமிழ்" without fetching the whole face.
 */
import { LANGUAGE_NAMES } from "@/lib/i18n/locales";

export const FONT_SOURCE = "@fontsource-variable/noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2";

/** U+0B82–U+0BFA (Tamil), danda and double danda, ZWNJ/ZWJ, the dotted circle: design.css's unicode-range. */
const TAMIL_CHARACTERS = [
  ...Array.from({ length: 0x0bfa - 0x0b82 + 1 }, (_, i) => 0x0b82 + i),
  0x0964,
  0x0965,
  0x200c,
  0x200d,
  0x25cc,
]
  .map((code) => String.fromCodePoint(code))
  .join("");

export const TAMIL_FONTS = [
  { file: "app/fonts/noto-sans-tamil.woff2", text: TAMIL_CHARACTERS, weight: { min: 400, max: 700 } },
  { file: "app/fonts/tamil-label.woff2", text: LANGUAGE_NAMES.ta, weight: 600 },
] as const;
