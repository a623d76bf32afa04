import { useTranslations } from "next-intl";
import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from "react";
import { Icon } from "./icon";

/**
 * A labelled form control with its hint and error message, wired for screen readers: the
 * control gets the id the label points at, `aria-invalid` when there is an error,
 * `aria-describedby` naming the hint and the error, and `aria-required` when required.
 *
 *   <Field label="Phone number" required error={errors.phone}>
 *     {(control) => <input {...control} name="phone" className={inputClass(!!errors.phone)} />}
 *   </Field>
 *
 * Two looks: "admin" (the back office: compact, the hint gives way to the error) and
 * "public" (the website's forms: roomier, "(optional)" after optional labels, the hint stays
 * and the error carries an alert icon).
 */
export type FieldLook = "public" | "admin";

/** What Field hands its control. */
export type FieldControlProps = {
  id: string;
  name?: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  "aria-required"?: true;
};

export type FieldProps = {
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  /** the control's id (default: a generated one); the error is `${id}-error`, the hint `${id}-hint` */
  id?: string;
  /** the control's name, handed to it with the rest */
  name?: string;
  /** the hint's id, when something else must point at it */
  hintId?: string;
  /** announce changes of the hint (a live status such as "Checking which times are free…") */
  hintLive?: boolean;
  look?: FieldLook;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** What differs between the looks: classes, and the marks after a label. */
const LOOKS = {
  public: {
    label: "block text-sm font-semibold text-slate-800",
    hint: "mt-1.5 text-sm text-slate-600",
    error: "mt-1.5 flex items-start gap-1.5 text-sm font-medium text-heart-700",
    // [class, what goes before the asterisk]
    required: ["text-heart-600", " "],
    // "(optional)" in the page's language (the booking namespace) follows an optional label
    optional: true,
  },
  admin: {
    label: "mb-1.5 block text-sm font-medium text-slate-700",
    hint: "mt-1.5 text-xs text-slate-500",
    error: "mt-1.5 text-sm text-heart-700",
    required: ["ml-0.5 text-heart-600", ""],
    optional: false,
  },
} as const;

export function Field({
  label,
  required,
  error,
  hint,
  id: givenId,
  name,
  hintId: givenHintId,
  hintLive,
  look = "admin",
  className = "",
  children,
}: FieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const errorId = `${id}-error`;
  const hintId = givenHintId ?? `${id}-hint`;
  // The admin look shows the error instead of the hint; the public look shows both.
  const showHint = Boolean(hint) && (look === "public" || !error);
  const describedBy = [showHint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const control = children({
    id,
    ...(name ? { name } : {}),
    ...(error ? { "aria-invalid": true as const } : {}),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(required ? { "aria-required": true as const } : {}),
  });

  return (
    <div className={className}>
      <label htmlFor={id} className={LOOKS[look].label}>
        {label}
        <RequiredMark required={required} look={look} />
      </label>
      {look === "public" ? <div className="mt-1.5">{control}</div> : control}
      {showHint ? (
        <div id={hintId} aria-live={hintLive ? "polite" : undefined} className={LOOKS[look].hint}>
          {hint}
        </div>
      ) : null}
      <FieldError id={errorId} error={error} look={look} />
    </div>
  );
}

/** The asterisk after a required field's label (and, on the public site, "(optional)" otherwise). */
export function RequiredMark({ required, look = "admin" }: { required?: boolean; look?: FieldLook }) {
  const t = useTranslations("booking.fields");
  const {
    required: [className, space],
    optional,
  } = LOOKS[look];
  if (required) {
    return (
      <span className={className} aria-hidden="true">
        {space}*
      </span>
    );
  }
  return optional ? <span className="font-normal text-slate-500"> {t("optional")}</span> : null;
}

/** A field's error message; for controls Field does not wrap, such as a group of radio buttons. */
export function FieldError({ id, error, look = "admin" }: { id: string; error?: string; look?: FieldLook }) {
  if (!error) return null;
  return (
    <p id={id} className={LOOKS[look].error}>
      {look === "public" ? <Icon name="alert" className="mt-0.5 size-4 shrink-0" /> : null}
      {look === "public" ? <span>{error}</span> : error}
    </p>
  );
}

/** The text inputs, selects and textareas of the back office (red border when invalid). */
export const inputClass = (invalid = false) =>
  `block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-none focus:ring-2 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 sm:text-sm ${
    invalid
      ? "border-heart-600 focus:ring-heart-600/25"
      : "border-slate-300 focus:border-brand-600 focus:ring-brand-600/20"
  }`;

/** The text inputs, selects and textareas of the public site (styled by aria-invalid). */
export const publicInputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm " +
  "placeholder:text-slate-400 hover:border-slate-400 focus:border-brand-600 " +
  "disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 " +
  "aria-[invalid=true]:border-heart-600 aria-[invalid=true]:bg-heart-50/40";

/** A look's control class, with `extra` classes after it. */
const controlClass = (look: FieldLook, invalid: boolean, extra?: string) =>
  [look === "public" ? publicInputClass : inputClass(invalid), extra].filter(Boolean).join(" ");

/** What InputField and SelectField take: Field's own props, the control's, and its value. */
type ControlFieldProps<Attributes> = Omit<FieldProps, "children"> &
  Omit<Attributes, "id" | "name" | "value" | "onChange" | "className" | "children" | "required"> & {
    value: string;
    onValueChange: (value: string) => void;
    /** classes after the look's control class */
    controlClassName?: string;
  };

export type InputFieldProps = ControlFieldProps<InputHTMLAttributes<HTMLInputElement>> & {
  ref?: Ref<HTMLInputElement>;
};
export type SelectFieldProps = ControlFieldProps<SelectHTMLAttributes<HTMLSelectElement>> & {
  /** the first, empty option */
  placeholder: string;
  /** options whose value is their text, or [value, text] */
  options?: readonly (string | readonly [value: string, text: string])[];
  /** further options */
  children?: ReactNode;
};

/** Splits Field's props from the control's. */
function splitField<P extends Omit<FieldProps, "children">>(props: P) {
  const { label, required, error, hint, id, name, hintId, hintLive, look = "admin", className, ...control } = props;
  return [{ label, required, error, hint, id, name, hintId, hintLive, look, className }, control] as const;
}

/** A Field holding an <input> in its look's style, its value changed by `onValueChange`. */
export function InputField({ value, onValueChange, controlClassName, ...props }: InputFieldProps) {
  const [field, input] = splitField(props);
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...control}
          {...input}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          className={controlClass(field.look, Boolean(field.error), controlClassName)}
        />
      )}
    </Field>
  );
}

/** A Field holding a <select> in its look's style: an empty first option, then `options` and `children`. */
export function SelectField({
  value,
  onValueChange,
  controlClassName,
  placeholder,
  options,
  children,
  ...props
}: SelectFieldProps) {
  const [field, select] = splitField(props);
  return (
    <Field {...field}>
      {(control) => (
        <select
          {...control}
          {...select}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          className={controlClass(field.look, Boolean(field.error), controlClassName)}
        >
          <option value="">{placeholder}</option>
          {options?.map((option) => {
            const [value, text] = typeof option === "string" ? [option, option] : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
          {children}
        </select>
      )}
    </Field>
  );
}
