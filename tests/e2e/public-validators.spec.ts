/**
 * Every public page, in English and in Tamil, checked by tools nobody here wrote (issue 29):
 * the Nu Html Checker (vnu-jar, the W3C's validator, on Java) finds no error in the served
 * HTML, and axe-core finds no accessibility violation of any impact in the page as drawn.
 * vnu runs once over all the pages (one JVM start). Desktop only: the HTML is the same at
 * every width, and the phone's own layouts are axe-checked by public-visitors.spec.ts.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures/worker";
import { expectNoA11yViolations } from "../fixtures/e2e/page-checks";
import { PUBLIC_PATHS } from "../fixtures/e2e/public-pages";

const PAGES = [...PUBLIC_PATHS.flatMap((p) => [p, p === "/" ? "/ta" : `/ta${p}`]), "/no-such-page"];
const VNU = path.join(process.cwd(), "node_modules", "vnu-jar", "build", "dist", "vnu.jar");

type VnuMessage = { type: string; url: string; lastLine?: number; message: string; extract?: string };

test("the Nu Html Checker finds no error in any public page, English or Tamil", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the served HTML does not depend on the width");
  test.setTimeout(120_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-vnu-"));
  try {
    const files = await Promise.all(
      PAGES.map(async (page, i) => {
        const res = await request.get(page);
        expect([200, 404]).toContain(res.status());
        const file = path.join(dir, `${String(i).padStart(2, "0")}${page.replace(/\W+/g, "-")}.html`);
        fs.writeFileSync(file, await res.text());
        return file;
      }),
    );
    // one JVM over every page; vnu writes its JSON report to stderr
    const run = spawnSync("java", ["-jar", VNU, "--format", "json", "--errors-only", "--exit-zero-always", ...files], {
      encoding: "utf8",
    });
    expect(run.error, "java could not be started (the Nu checker needs Java 17)").toBeUndefined();
    const report = [run.stderr, run.stdout].find((out) => out.trim().startsWith("{")) ?? "";
    expect(report, run.stderr).not.toBe("");
    const messages = (JSON.parse(report) as { messages: VnuMessage[] }).messages;
    const errors = messages
      .filter((m) => m.type === "error")
      .map((m) => `${path.basename(m.url)}:${m.lastLine ?? "?"} ${m.message}`);
    expect(errors).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test.describe("axe-core finds nothing on any public page, English or Tamil", () => {
  for (const page of PAGES) {
    test(page, async ({ page: browser }, testInfo) => {
      test.skip(testInfo.project.name !== "desktop", "the phone's layouts: public-visitors.spec.ts");
      await browser.goto(page);
      await expect(browser.locator("h1").first()).toBeVisible();
      await expectNoA11yViolations(browser);
    });
  }
});
