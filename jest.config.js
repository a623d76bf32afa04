const nextJest = require("next/jest.js");

const createJestConfig = nextJest({ dir: "./" });

/**
 * next-intl and the packages it formats messages with ship ES modules only: jest compiles them
 * like our own code (next/jest leaves every other node_module untransformed).
 */
const ESM_PACKAGES = ["next-intl", "use-intl", "icu-minify", "intl-messageformat", "@formatjs"];

/** @type {import('jest').Config} */
const config = createJestConfig({
  testEnvironment: "node",
  roots: ["<rootDir>/tests/unit", "<rootDir>/tests/integration"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  globalSetup: "<rootDir>/tests/setup/global-setup.ts",
  globalTeardown: "<rootDir>/tests/setup/global-teardown.ts",
  setupFiles: ["<rootDir>/tests/setup/env.ts"],
  testTimeout: 30000,
  // Two test files at a time even on two cores (jest's default would be one): the integration
  // files spend much of their time waiting on the database, SMTP and HTTP, and each has its own
  // database and folders (tests/setup), so they never share data. ~25% faster on CI's machine.
  maxWorkers: 2,
});

module.exports = async () => {
  const resolved = await config();
  // next/jest's first pattern ignores node_modules except its own list: ours join that list
  const transformIgnorePatterns = resolved.transformIgnorePatterns.map((pattern) =>
    pattern.startsWith("/node_modules/") ? pattern.replace("(?!(", `(?!(${ESM_PACKAGES.join("|")}|`) : pattern,
  );
  return { ...resolved, transformIgnorePatterns };
};
