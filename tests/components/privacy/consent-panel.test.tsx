/**
 * The profile's Consent panel asks before it withdraws consent or exports a patient's data
 * (moved from tests/e2e/admin-privacy.spec.ts, issue 42): Cancel at either question sends
 * nothing and changes nothing. What the server records and the ZIP it sends stay in the
 * browser story.
 */
import { ConsentPanel } from "@/components/admin/patients/consent-panel";
import type { ProfileConsent } from "@/lib/shared/api/privacy";
import { PRIVACY_MESSAGES } from "@/lib/shared/validation/privacy";
import { answer, renderAdmin, screen, waitFor } from "../render";

const agreed: ProfileConsent = {
  whatsapp: true,
  whatsappAt: "2026-11-20T12:30:00.000Z",
  whatsappBy: "booking",
  whatsappRecordedBy: null,
  sms: null,
  smsAt: null,
  smsBy: null,
  smsRecordedBy: null,
  bookings: [],
};

/** Cancels the question asked in `question`'s words. */
async function cancel(user: ReturnType<typeof renderAdmin>["user"], question: string) {
  const asked = await screen.findByRole("dialog");
  expect(asked).toHaveTextContent(question);
  await user.click(screen.getByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(asked).not.toBeInTheDocument());
}

test("Withdraw asks first; Cancel keeps the consent as it was and sends nothing", async () => {
  const sent = answer("post", "/api/admin/patient/7/consent", { success: true });
  const { user } = renderAdmin(<ConsentPanel patientId={7} consent={agreed} requests={[]} onDelete={() => {}} />);
  await user.click(screen.getByRole("button", { name: "Withdraw WhatsApp consent" }));
  await cancel(user, PRIVACY_MESSAGES.withdrawConfirm);
  expect(screen.getByTestId("whatsapp-consent")).toHaveTextContent("WhatsApp: Agreed");
  expect(screen.getByRole("button", { name: "Withdraw WhatsApp consent" })).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

test("Export data asks first; Cancel sends nothing", async () => {
  const sent = answer("post", "/api/admin/patient/7/export", { success: true });
  const { user } = renderAdmin(<ConsentPanel patientId={7} consent={agreed} requests={[]} onDelete={() => {}} />);
  await user.click(screen.getByRole("button", { name: "Export data" }));
  await cancel(user, PRIVACY_MESSAGES.exportConfirm);
  expect(screen.queryByText(/Data exported/)).not.toBeInTheDocument();
  expect(sent).toHaveLength(0);
});
