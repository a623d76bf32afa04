import "server-only";

/**
 * DRAFT and VOID across a printed page, drawn as shapes rather than written as text
 * (FEATURES.md §13): pdftotext and a screen reader read the lines of the document, never a
 * watermark among them; the document says it is a draft or void once, in words, near its top.
 *
 * The outlines are Noto Sans Bold’s own (SIL Open Font License 1.1, the
 * @fontsource/noto-sans file the PDFs embed), read once with harfbuzzjs (shape the word,
 * glyphToPath for each glyph, x offsets from its advances), in font units: 1000 to the em,
 * y upwards, the baseline at 0.
 */
const WORDS = {
  DRAFT: {
    width: 3206,
    paths:
      '<path transform="translate(0 0)" d="M678,369Q678,246 632,164Q586,82 502.5,41Q419,0 303,0L85,0L85,714L321,714Q434,714 513.5,674.5Q593,635 635.5,558Q678,481 678,369ZM518,363Q518,440 495.5,490Q473,540 428,564.5Q383,589 317,589L238,589L238,126L302,126Q412,126 465,185Q518,244 518,363Z"/><path transform="translate(732 0)" d="M304,714Q398,714 460,690.5Q522,667 552.5,621Q583,575 583,506Q583,458 566,421Q549,384 520,358Q491,332 454,315L657,0L482,0L323,274L238,274L238,0L85,0L85,714L304,714ZM301,595L238,595L238,392L301,392Q362,392 395,417Q428,442 428,499Q428,531 414.5,552Q401,573 373,584Q345,595 301,595Z"/><path transform="translate(1388 0)" d="M527,0L472,168L220,168L165,0L0,0L251,717L439,717L692,0L527,0ZM387,451Q383,466 374.5,496Q366,526 358,557.5Q350,589 345,609Q341,586 333.5,556Q326,526 319,498Q312,470 307,451L256,296L437,296L387,451Z"/><path transform="translate(2080 0)" d="M239,0L90,0L90,714L499,714L499,590L239,590L239,406L481,406L481,282L239,282L239,0Z"/><path transform="translate(2629 0)" d="M365,0L212,0L212,587L19,587L19,714L558,714L558,587L365,587L365,0Z"/>',
  },
  VOID: {
    width: 2552,
    paths:
      '<path transform="translate(0 0)" d="M650,714L407,0L242,0L0,714L153,714L287,289Q291,278 298.5,248.5Q306,219 314,186.5Q322,154 325,132Q328,154 335.5,186.5Q343,219 351,248.5Q359,278 362,289L497,714L650,714Z"/><path transform="translate(640 0)" d="M735,358Q735,275 714.5,207.5Q694,140 652.5,91Q611,42 547,16Q483,-10 395,-10Q308,-10 243.5,16Q179,42 137.5,91Q96,140 75.5,207.5Q55,275 55,359Q55,470 91.5,552Q128,634 203.5,679.5Q279,725 396,725Q512,725 587.5,679.5Q663,634 699,551.5Q735,469 735,358ZM216,358Q216,284 234.5,230Q253,176 293,147.5Q333,119 395,119Q459,119 498.5,147.5Q538,176 556,230Q574,284 574,358Q574,470 533,534Q492,598 396,598Q333,598 293,569Q253,540 234.5,486.5Q216,433 216,358Z"/><path transform="translate(1431 0)" d="M357,0L32,0L32,86L119,126L119,588L32,628L32,714L357,714L357,628L270,588L270,126L357,86L357,0Z"/><path transform="translate(1820 0)" d="M678,369Q678,246 632,164Q586,82 502.5,41Q419,0 303,0L85,0L85,714L321,714Q434,714 513.5,674.5Q593,635 635.5,558Q678,481 678,369ZM518,363Q518,440 495.5,490Q473,540 428,564.5Q383,589 317,589L238,589L238,126L302,126Q412,126 465,185Q518,244 518,363Z"/>',
  },
} as const;

/** The cap height and a margin around it, in font units. */
const TOP = 760;
const BOTTOM = 40;

/**
 * The word as an inline SVG, in a box that repeats on every printed page (position: fixed),
 * tilted across its middle, faint; `width` sets its size (a CSS length).
 */
export function watermark(word: keyof typeof WORDS, width: string): string {
  const { width: w, paths } = WORDS[word];
  return `<div class="watermark" aria-hidden="true"><svg viewBox="0 ${-TOP} ${w} ${TOP + BOTTOM}" width="${width}" focusable="false"><g transform="scale(1 -1)">${paths}</g></svg></div>`;
}

/** Its style: centred on the page, behind everything, tilted like a rubber stamp. */
export const WATERMARK_CSS = `.watermark{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;z-index:-1;pointer-events:none}
.watermark svg{transform:rotate(-35deg);opacity:.09;fill:#000;overflow:visible}`;
