import { useId, type ReactNode, type Ref } from "react";

/** The admin screens' card: white, rounded, a soft shadow and a hairline ring. Every panel, list and tile uses it. */
export const CARD = "rounded-2xl bg-white shadow-sm ring-1 ring-slate-200";

/**
 * A white panel of an admin screen, named by its heading (a labelled region): the heading and
 * a line of description either on top of the content (`divided`: in a bar of their own, for
 * lists that run edge to edge) or inside the panel's padding with it.
 */
export function Panel({
  title,
  description,
  divided = false,
  testId,
  className = "",
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  divided?: boolean;
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const heading = (
    <h2 id={headingId} className="text-base font-semibold text-slate-900">
      {title}
    </h2>
  );
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className={`${CARD} ${divided ? "" : "p-4 sm:p-5"} ${className}`}
    >
      {divided ? (
        <div className="border-b border-slate-200 px-4 py-4 sm:px-5">
          {heading}
          {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
        </div>
      ) : (
        <>
          {heading}
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </>
      )}
      {children}
    </section>
  );
}

/**
 * A heading the screen moves focus to (a page turned, the row acted on gone): focusable from
 * script only, and without a focus ring, as the reader did not tab there.
 */
export function FocusHeading({
  id,
  ref,
  className,
  children,
}: {
  id: string;
  ref: Ref<HTMLHeadingElement>;
  className: string;
  children: ReactNode;
}) {
  return (
    <h2 id={id} ref={ref} tabIndex={-1} className={`${className} focus:outline-none`}>
      {children}
    </h2>
  );
}
