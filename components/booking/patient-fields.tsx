/**
 * The patient's details both booking forms ask for (the public one on /contact and the back
 * office's Add New Patient), each field described once: its label, whether it is required,
 * and its input's attributes, with what differs between the "public" and "admin" looks.
 */
import { useLocale, useTranslations } from "next-intl";
import {
  InputField,
  SelectField,
  type FieldLook,
  type InputFieldProps,
  type SelectFieldProps,
} from "@/components/ui/field";
import { BOOKABLE_SERVICES, serviceName } from "@/lib/content/services";
import { MAX_AGE, MAX_LENGTH, MIN_AGE } from "@/lib/shared/validation/booking";

export type PatientDetail = "name" | "phone" | "email" | "age" | "address" | "occupation";

type InputAttributes = Partial<Omit<InputFieldProps, "label" | "required" | "look">>;

type Detail = {
  /** the back office's label, where it differs from the public one (the `booking.fields` message) */
  adminLabel?: string;
  required?: boolean;
  /** the public form's autofill hint; the back office, typing in others' details, turns autofill off */
  autoComplete?: string;
  /** the input's attributes in both looks, and in each */
  input?: InputAttributes;
} & Partial<Record<FieldLook, InputAttributes>>;

const DETAILS: Record<PatientDetail, Detail> = {
  name: {
    // i18n-exempt: the back office's own label (the admin area stays English)
    adminLabel: "Full name",
    required: true,
    autoComplete: "name",
    input: { type: "text", maxLength: MAX_LENGTH.patientName },
  },
  phone: {
    required: true,
    autoComplete: "tel",
    input: { type: "tel", inputMode: "tel", maxLength: MAX_LENGTH.patientPhone },
  },
  email: { autoComplete: "email", input: { type: "email", maxLength: MAX_LENGTH.patientEmail } },
  age: {
    required: true,
    input: { inputMode: "numeric" },
    public: {
      type: "text",
      autoComplete: "off",
      maxLength: 3,
      placeholder: `${MIN_AGE}–${MAX_AGE}`,
      controlClassName: "sm:max-w-40",
    },
    admin: { type: "number", min: 0, max: 150, step: 1 },
  },
  address: {
    // a single-line field: the first line of the address (street-address is for a textarea)
    autoComplete: "address-line1",
    input: { type: "text", maxLength: MAX_LENGTH.patientAddress },
  },
  occupation: {
    autoComplete: "organization-title",
    input: { type: "text", maxLength: MAX_LENGTH.patientOccupation },
  },
};

/** One of the patient's details, as `look` shows it; `props` add to or override the description. */
export function PatientDetailField({
  detail,
  look,
  ...props
}: { detail: PatientDetail; look: FieldLook } & Omit<InputFieldProps, "label" | "look">) {
  const t = useTranslations("booking.fields");
  const { adminLabel, required, autoComplete, input, [look]: own } = DETAILS[detail];
  const placeholder = detail === "phone" ? t("phonePlaceholder") : undefined;
  return (
    <InputField
      look={look}
      label={(look === "admin" && adminLabel) || t(detail)}
      required={required}
      autoComplete={autoComplete && (look === "admin" ? "off" : autoComplete)}
      placeholder={placeholder}
      {...input}
      {...own}
      {...props}
    />
  );
}

/** The service asked for: one of the bookable services, shown in the page's language (the value stays its English name). */
export function ServiceField(props: Omit<SelectFieldProps, "placeholder" | "options" | "children">) {
  const t = useTranslations("booking.fields");
  const locale = useLocale();
  return (
    <SelectField placeholder={t("servicePlaceholder")} {...props}>
      {BOOKABLE_SERVICES.map((service) => (
        <option key={service} value={service}>
          {serviceName(service, locale)}
        </option>
      ))}
    </SelectField>
  );
}
