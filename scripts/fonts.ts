/**
 * `npm run fonts` — cuts the Tamil faces of lib/content/fonts.ts from the npm package and writes
 * them to app/fonts/ (committed; tests/unit/fonts.test.ts checks they are what this makes). Run
 * again after changing the Tamil language's name or the weights the pages use.
 */
import fs from "node:fs";
import path from "node:path";
import { cutTamilFonts } from "./fonts/cut";

async function main() {
  const root = path.join(__dirname, "..");
  for (const { file, bytes } of await cutTamilFonts()) {
    fs.writeFileSync(path.join(root, file), bytes);
    console.log(`${file}: ${(bytes.length / 1024).toFixed(1)} KB`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
