/**
 * Tonight's visit saves as the doctor types (FEATURES.md §10): a pause sends what changed and
 * is valid; a value out of range is named beside its field when the field is left and never
 * sent; the server's refusal shows beside its field; what is still unsaved goes with a
 * keep-alive request when the screen goes; Finish visit saves first.
 */
import { VisitForm } from "@/components/admin/consult/visit-form";
import { answer, refusal, renderAdmin, screen, waitFor } from "../render";
import { openVisit } from "./open-visit";

const URL = "/api/admin/visits/41";
const visit = openVisit({ systolic: 130 });
const saved = { success: true, visit };
const status = () => screen.getByTestId("visit-save-status");

test("a pause in typing saves only what changed; BMI follows weight and height", async () => {
  const calls = answer("patch", URL, saved);
  const { user } = renderAdmin(<VisitForm visit={visit} onFinish={() => undefined} finishing={false} />);
  expect(screen.getByLabelText(/^BP systolic/)).toHaveValue("130");
  await user.type(screen.getByLabelText(/^BP diastolic/), "85");
  await user.type(screen.getByLabelText(/^Weight/), "72.5");
  await user.type(screen.getByLabelText(/^Height/), "165");
  expect(screen.getByTestId("visit-bmi")).toHaveTextContent("BMI 26.6 kg/m²");
  await user.type(screen.getByLabelText("Complaints"), "Chest pain on walking");
  await waitFor(() => expect(status()).toHaveTextContent(/^Saved \d{1,2}:\d{2} [AP]M$/));
  // one save or a few as the pauses fell: together exactly what was typed, nothing else
  const sent = Object.assign({}, ...calls.map((c) => c.body as object));
  const vitals = Object.assign({}, ...calls.map((c) => (c.body as { vitals?: object }).vitals ?? {}));
  expect(vitals).toEqual({ diastolic: 85, weightKg: 72.5, heightCm: 165 });
  expect(sent.complaints).toBe("Chest pain on walking");
  expect(Object.keys(sent).sort()).toEqual(["complaints", "vitals"]);
});

test("an out-of-range pulse is named beside it when left, and not sent; the rest is", async () => {
  const calls = answer("patch", URL, saved);
  const { user } = renderAdmin(<VisitForm visit={visit} onFinish={() => undefined} finishing={false} />);
  await user.type(screen.getByLabelText(/^Pulse/), "400");
  await user.tab();
  expect(await screen.findByText("Pulse must be between 20 and 250/min.")).toBeInTheDocument();
  expect(screen.getByLabelText(/^Pulse/)).toHaveAttribute("aria-invalid", "true");
  await user.type(screen.getByLabelText(/^SpO/), "96");
  await waitFor(() => expect(status()).toHaveTextContent(/^Saved/));
  expect(calls.map((c) => c.body)).toEqual([{ vitals: { spo2: 96 } }]);
});

test("the server's refusal shows beside its field and in the status line", async () => {
  answer(
    "patch",
    URL,
    refusal("Diastolic must be below systolic.", { "vitals.diastolic": "Diastolic must be below systolic." }),
    400,
  );
  const { user } = renderAdmin(<VisitForm visit={visit} onFinish={() => undefined} finishing={false} />);
  await user.type(screen.getByLabelText(/^BP diastolic/), "120");
  await waitFor(() => expect(status()).toHaveTextContent("Diastolic must be below systolic."));
  expect(screen.getByLabelText(/^BP diastolic/)).toHaveAttribute("aria-invalid", "true");
});

test("leaving the screen sends what is still unsaved with a keep-alive request", async () => {
  const calls = answer("patch", URL, saved);
  const { user, unmount } = renderAdmin(<VisitForm visit={visit} onFinish={() => undefined} finishing={false} />);
  await user.type(screen.getByLabelText("Diagnosis"), "Stable angina");
  unmount(); // before the pause is over
  await waitFor(() => expect(calls.map((c) => c.body)).toEqual([{ diagnosis: "Stable angina" }]));
});

test("Enter in a field never finishes the visit; the button saves, then finishes", async () => {
  const calls = answer("patch", URL, saved);
  const finished: string[] = [];
  const { user } = renderAdmin(
    <VisitForm
      visit={visit}
      finishing={false}
      onFinish={async (save) => {
        await save();
        finished.push("finished");
      }}
    />,
  );
  await user.type(screen.getByLabelText(/^Pulse/), "72{Enter}");
  expect(finished).toEqual([]);
  await user.click(screen.getByRole("button", { name: "Finish visit" }));
  await waitFor(() => expect(finished).toEqual(["finished"]));
  expect(calls[0].body).toEqual({ vitals: { pulse: 72 } });
});
