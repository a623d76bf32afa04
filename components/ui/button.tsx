import Link from "next/link";
import type { AnchorHTMLAttributes, ComponentProps, ReactNode } from "react";

/**
 * Buttons and links styled as buttons, for the public site and the back office.
 *
 * Variants: `primary` (the main action), `accent` (the site's red call to action), `danger`
 * (a destructive action: same red), `secondary` (the site's outlined button), `neutral` (the
 * back office's outlined button: slate text), `ghost`, `inverse` (on a dark band), `chat`
 * (WhatsApp green).
 *
 * Sizes: `md` and `lg` are the site's pill buttons; `toolbar` (a list's toolbar, a panel's
 * actions) and `dialog` (a dialog's footer) are the back office's squarer ones.
 */
export type ButtonVariant = "primary" | "accent" | "danger" | "secondary" | "neutral" | "ghost" | "inverse" | "chat";
export type ButtonSize = "md" | "lg" | "toolbar" | "dialog";

const base = "inline-flex items-center transition-colors disabled:cursor-not-allowed disabled:opacity-60";

const red = "bg-heart-600 text-white shadow-sm hover:bg-heart-700";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  accent: red,
  danger: red,
  secondary: "border border-slate-300 bg-white text-brand-800 hover:border-brand-600 hover:bg-brand-50",
  neutral: "border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 hover:text-slate-900",
  ghost: "text-brand-700 hover:bg-brand-50",
  inverse: "bg-white text-brand-800 shadow-sm hover:bg-brand-50",
  chat: "bg-chat-600 text-white shadow-sm hover:bg-chat-700",
};

const pill = "justify-center gap-2 rounded-full font-semibold duration-200 focus-visible:outline-offset-2";
const square = "min-h-10 rounded-lg py-2 text-sm font-medium";

const sizes: Record<ButtonSize, string> = {
  md: `${pill} min-h-11 px-5 py-2.5 text-sm`,
  lg: `${pill} min-h-12 px-6 py-3 text-base`,
  toolbar: `${square} gap-1.5 px-3`,
  dialog: `${square} justify-center gap-2 px-4`,
};

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = ""): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

type Common = { variant?: ButtonVariant; size?: ButtonSize; className?: string; children: ReactNode };

/**
 * A button (type="button" unless told). `busy` shows a spinner before the label and sets
 * aria-busy; `pending` does that and disables it too (a call under way: not pressed again).
 */
export function Button({
  variant,
  size,
  className,
  type = "button",
  busy: spinning,
  pending,
  children,
  ...rest
}: Common & { busy?: boolean; pending?: boolean } & Omit<ComponentProps<"button">, "children">) {
  const busy = spinning || pending;
  return (
    <button
      type={type}
      aria-busy={busy || undefined}
      className={buttonClasses(variant, size, className)}
      {...rest}
      disabled={pending || rest.disabled}
    >
      {busy ? (
        <span className="size-3.5 animate-spin rounded-full border-2 border-current/30 border-t-current" aria-hidden />
      ) : null}
      {children}
    </button>
  );
}

/**
 * A link styled as a button. Internal paths use next/link; absolute URLs (wa.me, tel:,
 * mailto:) are plain anchors, and http(s) ones open in a new tab with rel="noopener noreferrer".
 */
export function LinkButton({
  href,
  variant,
  size,
  className,
  ...rest
}: Common & { href: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  const classes = buttonClasses(variant, size, className);
  if (href.startsWith("/") || href.startsWith("#")) {
    return <Link href={href} className={classes} {...rest} />;
  }
  const external = /^https?:/.test(href);
  return (
    <a
      href={href}
      className={classes}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...rest}
    />
  );
}
