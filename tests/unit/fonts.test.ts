/**
 * The Tamil faces in app/fonts/ are what `npm run fonts` cuts from the npm package
 * (lib/content/fonts.ts): a changed language name, weight range or package version that was not
 * followed by `npm run fonts` fails here, before a page shows boxes for letters.
 */
import fs from "node:fs";
import path from "node:path";
import { cutTamilFonts } from "../../scripts/fonts/cut";

const ROOT = path.join(__dirname, "..", "..");

test("the committed Tamil faces are the ones npm run fonts makes", async () => {
  const cut = await cutTamilFonts();
  expect(cut.map((f) => f.file)).toEqual(["app/fonts/noto-sans-tamil.woff2", "app/fonts/tamil-label.woff2"]);
  for (const { file, bytes } of cut) {
    const committed = fs.readFileSync(path.join(ROOT, file));
    expect({ file, same: Buffer.compare(committed, bytes) === 0 }).toEqual({ file, same: true });
  }
});

test("the label face is a small fraction of the text face", async () => {
  const [text, label] = await cutTamilFonts();
  expect(label!.bytes.length).toBeLessThan(4 * 1024);
  expect(text!.bytes.length).toBeLessThan(40 * 1024);
});
