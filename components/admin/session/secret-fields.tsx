/**
 * The fields a person proves who they are with, alike on every form that asks (desk mode's
 * sign-in again, the password change, two-factor on and off): password managers fill them by
 * their autoComplete, and a phone offers digits for the code.
 */
import { InputField, type InputFieldProps } from "@/components/ui/field";

type SecretFieldProps = Omit<InputFieldProps, "label" | "type" | "autoComplete" | "inputMode"> & { label?: string };

/** The password one has now. */
export function PasswordField({ label = "Password", ...props }: SecretFieldProps) {
  return <InputField label={label} type="password" autoComplete="current-password" {...props} />;
}

/** A two-factor code from the authenticator app. */
export function CodeField({ label = "Code from the app", ...props }: SecretFieldProps) {
  return <InputField label={label} inputMode="numeric" autoComplete="one-time-code" {...props} />;
}
