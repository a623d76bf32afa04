/**
 * A closure's Tamil reason (issue 29): a Tamil page says it — in the refusal of a closed slot
 * and on the calendar — and an English page the reason as staff wrote it; without a Tamil
 * one, both say the reason as it is.
 */
import { createTranslator } from "next-intl";
import { reasonIn } from "@/lib/shared/calendar";
import { closedProblem } from "@/lib/shared/validation/calendar";
import { speaker, type Translate } from "@/lib/shared/validation/say";
import { booking } from "@/messages/ta/booking";
import { manage } from "@/messages/ta/manage";

const tamil = speaker(createTranslator({ locale: "ta", messages: { booking, manage } }) as unknown as Translate, "ta");
const day = { startDate: "2026-11-27", endDate: "2026-11-27", startTime: null, endTime: null };

it("reasonIn: the Tamil reason on a Tamil page when given, else the reason", () => {
  expect(reasonIn({ reason: "Pongal", reasonTa: "பொங்கல்" }, "ta")).toBe("பொங்கல்");
  expect(reasonIn({ reason: "Pongal", reasonTa: "பொங்கல்" }, "en")).toBe("Pongal");
  expect(reasonIn({ reason: "Pongal", reasonTa: null }, "ta")).toBe("Pongal");
  expect(reasonIn(null, "ta")).toBeUndefined();
});

it("the refusal of a closed slot, said on a Tamil page, names the Tamil reason", () => {
  const { code, values } = closedProblem({ ...day, reason: "Pongal", reasonTa: "பொங்கல்" });
  const said = tamil(code, values);
  expect(said).toContain("பொங்கல்");
  expect(said).not.toContain("Pongal");
  const plain = closedProblem({ ...day, reason: "Pongal", reasonTa: null });
  expect(plain.values).toEqual({ date: "2026-11-27", reason: "Pongal" });
  expect(tamil(plain.code, plain.values)).toContain("Pongal");
});
