/**
 * Every API answer is checked against its wire type (lib/shared/api): each `ok(…)` in
 * app/api/**\/route.ts is given `… satisfies XAnswer`, so an answer that drops or renames a
 * field fails the type check instead of reaching the software that reads it (issue 42 item 7).
 * Read from the source (the TypeScript parser, not a pattern), so a multi-line answer counts.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = process.cwd();

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** The `ok(…)` calls in a file whose answer is not `… satisfies Type`: "file:line". */
function unchecked(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "ok") {
      let answer: ts.Expression | undefined = node.arguments[0];
      while (answer && ts.isParenthesizedExpression(answer)) answer = answer.expression;
      if (!answer || !ts.isSatisfiesExpression(answer)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${path.relative(ROOT, file)}:${line + 1}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("API answers", () => {
  const files = routeFiles(path.join(ROOT, "app", "api"));

  it("finds the route files", () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it("every ok(…) answer satisfies its wire type", () => {
    expect(files.flatMap(unchecked)).toEqual([]);
  });
});
