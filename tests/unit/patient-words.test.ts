/**
 * The patient side speaks through its message files (FEATURES.md §6): no English sentence
 * may be written straight into a page, a public component, the booking or manage parts, the
 * patient-facing validation words or the messages a patient receives. Each file is parsed
 * with TypeScript and every piece of visible text is looked at: JSX text, string attributes
 * a person sees, and string or template literals that read as words.
 *
 * English belongs in messages/en/*.ts (with Tamil beside it in messages/ta/*.ts), and clinic
 * content in lib/content as bilingual `Text`. A line that is really not for patients (a log
 * line, a staff e-mail) says so with a comment holding `i18n-exempt:` and why, on the line
 * before it.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(__dirname, "../..");

/** The patient side's code: every file under these folders, and these single files. */
const FOLDERS = ["app/[locale]", "components/public", "components/booking", "components/manage"];
const FILES = [
  "lib/shared/validation/booking.ts",
  "lib/shared/validation/manage.ts",
  "lib/shared/ics.ts",
  "lib/server/messages/render.ts",
];

/** Attributes whose value no person reads. */
const SILENT_ATTRIBUTES = new Set([
  "className",
  "href",
  "id",
  "htmlFor",
  "type",
  "name",
  "rel",
  "target",
  "autoComplete",
  "inputMode",
  "enterKeyHint",
  "role",
  "method",
  "src",
  "srcSet",
  "sizes",
  "d",
  "viewBox",
  "fill",
  "stroke",
  "strokeWidth",
  "strokeLinecap",
  "strokeLinejoin",
  "xmlns",
  "key",
  "variant",
  "size",
  "tone",
  "icon",
  "as",
  "lang",
  "dir",
  "pattern",
  "column",
  "align",
  "mode",
  "labelledBy",
  "describedBy",
  "loading",
  "decoding",
  "fetchPriority",
  "referrerPolicy",
  "sandbox",
  "allow",
  "accept",
  "capture",
  "form",
  "layout",
  "state",
  "kind",
  "locale",
  "namespace",
]);
const isSilentAttribute = (name: string) =>
  SILENT_ATTRIBUTES.has(name) || /^(data|aria)-(?!label$)/.test(name) || /^on[A-Z]/.test(name);

/** Calls whose string arguments are not shown to patients. */
const SILENT_CALLS =
  /^(t|useTranslations|getTranslations|console\.\w+|log\.\w+|require|import|Error|matchMedia|querySelector|querySelectorAll|getElementById|addEventListener|removeEventListener|setAttribute|getAttribute|fetch|cn|z\.\w+|headers\.\w+|searchParams\.\w+|\w+\.(get|set|has|delete|append))$/;

/** A string reads as words: letters, and either two words or one capitalised word. */
function readsAsWords(text: string): boolean {
  const trimmed = text.replace(/\s+/g, " ").trim();
  if (!/[A-Za-z]{2}/.test(trimmed)) return false;
  const tokens = trimmed.split(" ");
  // Tailwind classes, paths, keys and identifiers: mostly tokens with - : / [ . _ digits or @.
  const codeLike = tokens.filter((w) => /[-:/[\]._@#=0-9]|^[a-z]+[A-Z]/.test(w)).length;
  if (codeLike * 2 >= tokens.length && !/[.!?,]\s|[.!?]$/.test(trimmed)) return false;
  const words = tokens.filter((w) => /^[A-Za-z][a-z'’]+[.,!?:;)]*$/.test(w));
  if (words.length >= 2) return true;
  return tokens.length === 1 && /^[A-Z][a-z]{2,}[.!?]?$/.test(trimmed) && !ALLOWED_SINGLE_WORDS.has(trimmed);
}
/** Single capitalised words that are code, not text. */
const ALLOWED_SINGLE_WORDS = new Set(["Escape", "Enter", "Tab", "Home", "End", "Space", "Infinity", "Date", "Asia"]);

type Finding = { file: string; line: number; text: string };

function calleeName(node: ts.CallExpression | ts.NewExpression): string {
  return node.expression.getText().replace(/\s+/g, "");
}

function isExempt(sourceFile: ts.SourceFile, node: ts.Node): boolean {
  const lines = sourceFile.text.split("\n");
  const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
  return [line - 1, line].some((l) => l >= 0 && lines[l]?.includes("i18n-exempt:"));
}

/** The enclosing node says the string is not shown: an import, a silent call or attribute, a type. */
function isSilentContext(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isImportTypeNode(parent)) return true;
    if (ts.isLiteralTypeNode(parent) || ts.isTypeNode(parent)) return true;
    if (ts.isExpressionStatement(parent) && ts.isStringLiteral(parent.expression)) return true; // "use client"
    if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && SILENT_CALLS.test(calleeName(parent))) {
      return true;
    }
    if (ts.isJsxAttribute(parent)) return isSilentAttribute(parent.name.getText());
    if (ts.isPropertyAssignment(parent) && parent.name === node) return true;
    if (ts.isPropertyAssignment(parent) && /^(className|tone|href|id|icon)$/.test(parent.name.getText())) return true;
    if (ts.isCaseClause(parent) && parent.expression === node) return true;
    if (ts.isBinaryExpression(parent) && /^(===|!==|==|!=)$/.test(parent.operatorToken.getText())) return true;
    if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return true;
  }
  return false;
}

function findEnglish(file: string): Finding[] {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: Finding[] = [];
  const report = (node: ts.Node, value: string) => {
    if (isExempt(source, node)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push({ file, line: line + 1, text: value.replace(/\s+/g, " ").trim().slice(0, 80) });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (/[A-Za-z]{2}/.test(node.text)) report(node, node.text);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (readsAsWords(node.text) && !isSilentContext(node)) report(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" x ");
      if (readsAsWords(parts) && !isSilentContext(node)) report(node, parts);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function patientSideFiles(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(rel);
      return /\.tsx?$/.test(entry.name) ? [rel] : [];
    });
  return [...FOLDERS.flatMap(walk), ...FILES].sort();
}

describe("the patient side has no English outside the message files", () => {
  it("scans the pages, the public, booking and manage components, and the patients' messages", () => {
    const files = patientSideFiles();
    expect(files.length).toBeGreaterThan(40);
    expect(files).toEqual(expect.arrayContaining(["components/public/booking-form.tsx", "lib/shared/ics.ts"]));
  });

  it("finds none", () => {
    const findings = patientSideFiles().flatMap(findEnglish);
    expect(findings.map((f) => `${f.file}:${f.line}  ${f.text}`)).toEqual([]);
  });
});

describe("the check itself", () => {
  const check = (source: string) => {
    const dir = fs.mkdtempSync(path.join(ROOT, "tests", "unit", ".words-"));
    try {
      const file = path.join(dir, "sample.tsx");
      fs.writeFileSync(file, source);
      return findEnglish(path.relative(ROOT, file)).map((f) => f.text);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };

  it("catches JSX text, a visible attribute, a sentence in code and a template", () => {
    expect(
      check(`export const A = ({ n }: { n: number }) => {
  const note = "Some time slots are already booked.";
  const more = \`\${n} days ahead, please choose\`;
  return <p title="Opening hours" className="mt-2 text-sm">Book Appointment{note}{more}</p>;
};`),
    ).toEqual([
      "Some time slots are already booked.",
      "x days ahead, please choose",
      "Opening hours",
      "Book Appointment",
    ]);
  });

  it("lets through classes, keys, identifiers, silent attributes and exempted lines", () => {
    expect(
      check(`"use client";
import { x } from "next-intl";
export const B = ({ t }: { t: (k: string) => string }) => {
  if (x === "Female") return null;
  // i18n-exempt: the clinic's own alert, read by staff
  const staff = "New booking through the website";
  return <a href="/contact#book" className="flex items-center gap-3 rounded-full" aria-hidden="true" data-state="open">{t("booking.title")}{staff}</a>;
};`),
    ).toEqual([]);
  });
});
