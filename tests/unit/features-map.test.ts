/**
 * docs/features.md maps each admin feature to its folders; this keeps the map true:
 * every path it names exists, and every folder under components/admin is a listed feature.
 */
import fs from "node:fs";
import path from "node:path";

const root = path.join(__dirname, "..", "..");
const doc = fs.readFileSync(path.join(root, "docs", "features.md"), "utf8");
const rows = doc
  .split("\n")
  .filter((line) => line.startsWith("| ") && !line.startsWith("| Feature") && !line.startsWith("| ---"))
  .map((line) =>
    line
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
const pathsIn = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

describe("docs/features.md", () => {
  it("lists features", () => {
    expect(rows.length).toBeGreaterThan(5);
  });

  it.each(rows.map((row) => [row[0], row] as const))("%s: every listed path exists", (_feature, row) => {
    const missing = row
      .slice(1)
      .flatMap(pathsIn)
      .filter((p) => !fs.existsSync(path.join(root, p)));
    expect(missing).toEqual([]);
  });

  it("lists every components/admin folder under its own name", () => {
    const listed = rows.map((row) => pathsIn(row[1])).flat();
    const folders = fs
      .readdirSync(path.join(root, "components", "admin"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `components/admin/${entry.name}`);
    expect(folders.filter((folder) => !listed.includes(folder))).toEqual([]);
    for (const row of rows) expect(pathsIn(row[1])).toEqual([`components/admin/${row[0]}`]);
  });

  it("leaves no admin component loose at the top of components/admin", () => {
    const loose = fs
      .readdirSync(path.join(root, "components", "admin"), { withFileTypes: true })
      .filter((entry) => entry.isFile());
    expect(loose.map((entry) => entry.name)).toEqual([]);
  });
});
