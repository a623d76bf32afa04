// ESLint (flat config): Next's rules (React, hooks, accessibility, Core Web Vitals),
// typescript-eslint and the client/server fence. (Import circles: `npm run cycles`, dpdm — docs/decisions/007.)
import path from "node:path";
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/**
 * A client component ("use client") may import only types from lib/server: values from
 * there hold database access and secrets. (`import "server-only"` in those modules makes
 * the build fail too; this says so at once, beside the line.)
 */
const clientImportsOnlyTypesFromServer = {
  meta: {
    type: "problem",
    messages: { value: 'A "use client" module may import only types from {{source}}; move shared code to lib/shared.' },
  },
  create(context) {
    const body = context.sourceCode.ast.body;
    const isClient = body.some((node) => node.type === "ExpressionStatement" && node.directive === "use client");
    if (!isClient) return {};
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        if (!/(^@\/|\/)lib\/server(\/|$)|^server-only$/.test(source)) return;
        const typeOnly =
          node.importKind === "type" ||
          (node.specifiers.length > 0 &&
            node.specifiers.every((s) => s.type === "ImportSpecifier" && s.importKind === "type"));
        if (!typeOnly) context.report({ node, messageId: "value", data: { source } });
      },
    };
  },
};

/**
 * The server's folders import downwards only (docs/decisions/007, README "Layout"): the
 * outbox (lib/server/outbox: notify, queue, transports, the WhatsApp rule) stands below the
 * domain, and the messages that read domain records (lib/server/messages: render, the worker,
 * the desk's side) stand above it. A folder's forbidden imports, resolved from the file.
 */
const LAYERS = [
  { folder: "lib/server/domain", below: ["lib/server/messages"] },
  { folder: "lib/server/outbox", below: ["lib/server/domain", "lib/server/messages"] },
];
const importsDownwardsOnly = {
  meta: {
    type: "problem",
    messages: { upwards: "{{folder}} may not import {{target}} (the server's folders import downwards only)." },
  },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join("/");
    const layer = LAYERS.find((l) => file.startsWith(`${l.folder}/`));
    if (!layer) return {};
    const check = (node) => {
      if (!node.source) return;
      const source = String(node.source.value);
      const resolved = source.startsWith("@/")
        ? source.slice(2)
        : source.startsWith(".")
          ? path
              .relative(root, path.resolve(path.dirname(context.filename), source))
              .split(path.sep)
              .join("/")
          : null;
      if (!resolved) return;
      const target = layer.below.find((f) => resolved === f || resolved.startsWith(`${f}/`));
      if (target) context.report({ node, messageId: "upwards", data: { folder: layer.folder, target } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    plugins: {
      clinic: {
        rules: {
          "client-imports-only-types-from-server": clientImportsOnlyTypesFromServer,
          "imports-downwards-only": importsDownwardsOnly,
        },
      },
    },
    settings: { "import/resolver": { typescript: { project: "./tsconfig.json" } } },
    rules: {
      "clinic/client-imports-only-types-from-server": "error",
      "clinic/imports-downwards-only": "error",
      "@typescript-eslint/no-unused-vars": [
        "warn",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": [
        "warn",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // The browser's code reads the server's answers through their wire types (lib/shared/api,
    // docs/decisions/023-wire-types.md), never through the server's modules, types included:
    // a record's shape is the API's, and a server module moving cannot break a screen. What is
    // shared with the browser (lib/shared) stands below the server the same way.
    files: ["components/**", "lib/shared/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "server-only", message: "Components run in the browser too." }],
          patterns: [
            {
              regex: "^(@/lib/|(\\.\\./)+(lib/)?)server(/|$)",
              message: "Import answer and record types from @/lib/shared/api (docs/decisions/023-wire-types.md).",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests load modules afresh inside jest.isolateModules, which needs require(); jest's
    // own config is CommonJS.
    files: ["tests/**", "jest.config.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // The public pages' pictures are SVG drawings, which next/image would pass through
    // unoptimised; a plain <img> with its size set costs no JavaScript and no layout shift.
    files: ["app/[[]locale]/(public)/**"],
    rules: { "@next/next/no-img-element": "off" },
  },
  {
    // The last-resort error page links home with a full page load on purpose: the app's
    // router may be what failed.
    files: ["app/global-error.tsx", "app/global-not-found.tsx"],
    rules: { "@next/next/no-html-link-for-pages": "off" },
  },
  globalIgnores([
    ".next/**",
    ".next-*/**",
    "lib/generated/**",
    "node_modules/**",
    "data/**",
    "uploads/**",
    "coverage/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
  ]),
]);
