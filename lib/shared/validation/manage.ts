/**
 * The patient's manage link (FEATURES.md §3): the token as the URL gives it and the words
 * of the page and of its calls. Shared by /appointment/{token} and the
 * /api/appointments/manage/{token} calls.
 */
import { createTranslator } from "next-intl";
import * as z from "zod/mini";
import { manage } from "../../../messages/en/manage";

/** A manage token as issued: 24 random bytes, base64url (lib/server/domain/appointments newManageToken). */
export const MANAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** The manage words in English, as the API answers them (next-intl's translator, outside React). */
const t = createTranslator({ locale: "en", messages: { manage }, namespace: "manage" });

export const MANAGE_MESSAGES = {
  /** the one answer for every unknown or malformed token */
  notFound: t("server.notFound"),
  cancelled: t("server.cancelled"),
  rescheduled: t("server.rescheduled"),
  alreadyCancelled: t("server.alreadyCancelled"),
  tooLate: (hours: number, phone: string) => t("server.tooLate", { hours, phone }),
  closed: (phone: string) => t("server.closed", { phone }),
  cancelConfirm: `${t("cancel.question")} ${t("cancel.explain")}`,
  noPrescription: t("server.noPrescription"),
} as const;

/** The `{token}` segment: a malformed one is the same 404 as an unknown one (no hint which). */
export const manageTokenParams = z.object({ token: z.string() });
