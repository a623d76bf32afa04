/**
 * Kept only for components/admin/add-patient-modal.tsx, which still imports Message from
 * here; the grab-bag is split into message.tsx, list-states.tsx, list-toolbar.tsx,
 * downloads.ts, components/ui/field.tsx, button.tsx and icon.tsx. Delete once that import
 * points at ./message.
 */
export { Message } from "./message";
