export type MessageTone = "error" | "success" | "warning" | "info";

/** A message box of the admin forms: errors are announced at once, the rest politely. */
export function Message({ tone, children, id }: { tone: MessageTone; children: React.ReactNode; id?: string }) {
  const styles = {
    error: "bg-heart-50 text-heart-700 ring-heart-100",
    success: "bg-emerald-50 text-emerald-900 ring-emerald-200",
    warning: "bg-amber-50 text-amber-900 ring-amber-200",
    info: "bg-brand-50 text-brand-900 ring-brand-100",
  }[tone];
  return (
    <p
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg px-3.5 py-2.5 text-sm ring-1 ${styles}`}
    >
      {children}
    </p>
  );
}

/** A panel's or form's problem below it, when there is one. */
export function Problem({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <div className="mt-3">
      <Message tone="error">{text}</Message>
    </div>
  );
}
