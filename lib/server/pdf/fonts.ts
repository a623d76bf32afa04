import "server-only";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The fonts a PDF carries inside its HTML (Noto Sans and Noto Sans Tamil from @fontsource, as
 * data URLs): the server's installed fonts never change a prescription or a receipt.
 */

// Google Fonts' ranges for each subset @fontsource ships (its per-subset CSS leaves them out).
const LATIN =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";
const LATIN_EXT =
  "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF";
const TAMIL = "U+0964-0965, U+0B82-0BFA, U+200C-200D, U+20B9, U+25CC";

const FACES = {
  latin: { family: "Noto Sans", file: "@fontsource/noto-sans/files/noto-sans-latin-{w}-normal.woff2", range: LATIN },
  latinExt: {
    family: "Noto Sans",
    file: "@fontsource/noto-sans/files/noto-sans-latin-ext-{w}-normal.woff2",
    range: LATIN_EXT,
  },
  tamil: {
    family: "Noto Sans Tamil",
    file: "@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-{w}-normal.woff2",
    range: TAMIL,
  },
} as const;
type Subset = keyof typeof FACES;
export type FontWeight = 400 | 700;

/** Letters past Latin-1 that only the Latin Extended file has (a name such as "Łukasz"). */
const NEEDS_LATIN_EXT = /[\u0100-\u02FF\u1D00-\u1EFF\u20A0-\u20C0\u2C60-\u2C7F\uA720-\uA7FF]/;
const NEEDS_TAMIL = /[\u0B80-\u0BFF]/;

let faceCss: Record<Subset, Record<FontWeight, string>> | null = null;

/** The @font-face rules of every face, the files read from node_modules once. */
function allFaces(): Record<Subset, Record<FontWeight, string>> {
  if (faceCss) return faceCss;
  // resolved from the app's folder at run time, not by the bundler (route handlers are bundled)
  const resolve = createRequire(path.join(process.cwd(), "package.json")).resolve;
  const face = ({ family, file, range }: (typeof FACES)[Subset], weight: FontWeight) => {
    const data = fs.readFileSync(resolve(file.replace("{w}", String(weight)))).toString("base64");
    return `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:block;src:url(data:font/woff2;base64,${data}) format("woff2");unicode-range:${range};}`;
  };
  const both = (subset: Subset) => ({ 400: face(FACES[subset], 400), 700: face(FACES[subset], 700) });
  faceCss = { latin: both("latin"), latinExt: both("latinExt"), tamil: both("tamil") };
  return faceCss;
}

/**
 * The faces `html` needs: Latin always, Latin Extended and Tamil only when its text has such
 * letters (each face is tens of KB of base64 Chromium parses per PDF).
 */
export function fontFaces(html: string, weights: FontWeight[]): string {
  const css = allFaces();
  const subsets: Subset[] = [
    "latin",
    ...(NEEDS_LATIN_EXT.test(html) ? (["latinExt"] as const) : []),
    ...(NEEDS_TAMIL.test(html) ? (["tamil"] as const) : []),
  ];
  return subsets.flatMap((subset) => weights.map((w) => css[subset][w])).join("\n");
}
