import fs from "node:fs";
import subsetFont from "subset-font";
import { FONT_SOURCE, TAMIL_FONTS } from "../../lib/content/fonts";

/** Each Tamil face of lib/content/fonts.ts, subset and pinned to its weights, as woff2 bytes. */
export async function cutTamilFonts(): Promise<{ file: string; bytes: Buffer }[]> {
  const source = fs.readFileSync(require.resolve(FONT_SOURCE));
  return Promise.all(
    TAMIL_FONTS.map(async ({ file, text, weight }) => ({
      file,
      bytes: await subsetFont(source, text, { targetFormat: "woff2", variationAxes: { wght: weight } }),
    })),
  );
}
