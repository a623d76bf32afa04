import { adminRoute, otherMethods } from "@/lib/server/api";
import { setupTwoFactor } from "@/lib/server/auth/two-factor";
import { ok } from "@/lib/server/http";
import type { TwoFactorSetupAnswer } from "@/lib/shared/api/staff";
import { EVERYONE } from "@/lib/shared/roles";

/**
 * Starts setting up one's own two-factor (FEATURES.md §9): a new secret for the authenticator
 * app and its `otpauth://` URI (the screen draws the QR code). Not active until enabled.
 */
export const POST = adminRoute({ roles: EVERYONE, twoFactorSetup: true }, async ({ admin }) =>
  ok({ ...(await setupTwoFactor(admin.id)) } satisfies TwoFactorSetupAnswer),
);

// every other method: a JSON 405 naming these (lib/server/api.ts)
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
