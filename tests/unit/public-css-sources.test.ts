/**
 * The patient pages' stylesheet (app/public.css) is built only from the folders it names: a
 * component folder the patient side uses but the list misses renders without its classes (My
 * appointments did: its list items lost their padding). Every folder of components/ but the
 * back office's must be a source.
 */
import fs from "node:fs";
import path from "node:path";

const ROOT = path.join(__dirname, "..", "..");

test("every components/ folder but admin is a source of app/public.css", () => {
  const css = fs.readFileSync(path.join(ROOT, "app/public.css"), "utf8");
  const sources = [...css.matchAll(/^@source "\.\.\/components\/([\w-]+)";$/gm)].map((m) => m[1]);
  const folders = fs
    .readdirSync(path.join(ROOT, "components"), { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== "admin")
    .map((d) => d.name);
  expect(sources.sort()).toEqual(folders.sort());
});
