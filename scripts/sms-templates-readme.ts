/**
 * Writes the README's "SMS templates (DLT)" tables from lib/server/messages/sms-templates.ts,
 * between its markers (tests/unit/sms-templates.test.ts checks they match):
 *   npx tsx scripts/sms-templates-readme.ts
 */
import fs from "node:fs";
import { smsTemplatesMarkdown } from "../lib/server/messages/sms-templates";
import { smsSegments } from "../lib/shared/sms-segments";

const README_MARKERS = ["<!-- sms-templates:start -->", "<!-- sms-templates:end -->"] as const;

const readme = fs.readFileSync("README.md", "utf8");
const [start, end] = README_MARKERS;
const from = readme.indexOf(start);
const to = readme.indexOf(end);
if (from < 0 || to < from) throw new Error(`README.md has no ${start} … ${end} markers`);
const block = smsTemplatesMarkdown((text) => smsSegments(text).segments);
fs.writeFileSync("README.md", `${readme.slice(0, from + start.length)}\n${block}\n${readme.slice(to)}`);
console.log("README.md: SMS templates written.");
