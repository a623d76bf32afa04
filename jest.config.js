const nextJest = require("next/jest.js");

const createJestConfig = nextJest({ dir: "./" });

/**
 * next-intl and the packages it formats messages with (rettime, under msw; otplib's base32 and
 * HMAC, for two-factor) ship ES modules only: jest compiles them
 * like our own code (next/jest leaves every other node_module untransformed).
 */
const ESM_PACKAGES = [
  "next-intl",
  "use-intl",
  "icu-minify",
  "intl-messageformat",
  "@formatjs",
  "rettime",
  "@open-draft",
  "until-async",
  "@mswjs",
  "otplib",
  "@otplib",
  "@scure",
  "@noble",
];

const shared = { moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" } };

/** @type {import('jest').Config} The unit and integration suites: Node, a database per file. */
const node = {
  ...shared,
  displayName: "node",
  testEnvironment: "node",
  roots: ["<rootDir>/tests/unit", "<rootDir>/tests/integration"],
  globalSetup: "<rootDir>/tests/setup/global-setup.ts",
  globalTeardown: "<rootDir>/tests/setup/global-teardown.ts",
  setupFiles: ["<rootDir>/tests/setup/env.ts"],
  setupFilesAfterEnv: ["<rootDir>/tests/setup/disconnect.ts"],
};

/** @type {import('jest').Config} The node suites whose outcome can differ by database provider. */
const postgres = {
  ...node,
  testMatch: require("./tests/setup/postgres-suites.js").map((name) => `<rootDir>/tests/integration/${name}.test.ts`),
};

/**
 * The admin screens' component tests (docs/decisions/021-component-tests.md): jsdom with
 * Node's fetch and streams kept (jest-fixed-jsdom, which msw needs), no database.
 * @type {import('jest').Config}
 */
const components = {
  ...shared,
  displayName: "components",
  testEnvironment: "jest-fixed-jsdom",
  roots: ["<rootDir>/tests/components"],
  setupFilesAfterEnv: ["<rootDir>/tests/components/setup.ts"],
  // msw's ESM build under jsdom's "browser" export condition would be picked otherwise
  testEnvironmentOptions: { customExportConditions: [""] },
};

/** next/jest's settings around `project`, with our ES-module packages compiled too. */
async function resolve(project) {
  const resolved = await createJestConfig(project)();
  // next/jest's first pattern ignores node_modules except its own list: ours join that list
  const transformIgnorePatterns = resolved.transformIgnorePatterns.map((pattern) =>
    pattern.startsWith("/node_modules/") ? pattern.replace("(?!(", `(?!(${ESM_PACKAGES.join("|")}|`) : pattern,
  );
  return { ...resolved, transformIgnorePatterns };
}

module.exports = async () => ({
  // A limit that only catches a hang: npm test runs the two jest runs beside lint and the build
  // (scripts/test.sh), and a suite of backups took 36 s of 30 on a loaded two-core machine.
  testTimeout: 60000,
  // Two test files at a time even on two cores (jest's default would be one): the integration
  // files spend much of their time waiting on the database, SMTP and HTTP, and each has its own
  // database and folders (tests/setup), so they never share data. ~25% faster on CI's machine.
  maxWorkers: 2,
  // The PostgreSQL run (scripts/test-pg.sh) repeats only what can differ by database: the
  // suites listed, with the reason for each, in tests/setup/postgres-suites.js.
  projects:
    process.env.TEST_DB === "postgresql" ? [await resolve(postgres)] : [await resolve(node), await resolve(components)],
});
