import { Field, type FieldProps } from "@/components/ui/field";
import type { BookingField as FieldName } from "@/lib/shared/validation/booking";
import { fieldId } from "./use-booking-form";

/** A field of the public booking form: the site's look, its control named and id'd after the field. */
export function BookingField({ name, ...props }: Omit<FieldProps, "look" | "id" | "name"> & { name: FieldName }) {
  return <Field look="public" id={fieldId(name)} name={name} {...props} />;
}
