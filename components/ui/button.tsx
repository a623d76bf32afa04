import Link from "next/link";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";

export type ButtonVariant = "primary" | "accent" | "secondary" | "ghost" | "inverse" | "chat";
export type ButtonSize = "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-offset-2";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  accent: "bg-heart-600 text-white shadow-sm hover:bg-heart-700",
  secondary: "border border-slate-300 bg-white text-brand-800 hover:border-brand-600 hover:bg-brand-50",
  ghost: "text-brand-700 hover:bg-brand-50",
  inverse: "bg-white text-brand-800 shadow-sm hover:bg-brand-50",
  chat: "bg-chat-600 text-white shadow-sm hover:bg-chat-700",
};

const sizes: Record<ButtonSize, string> = {
  md: "min-h-11 px-5 py-2.5 text-sm",
  lg: "min-h-12 px-6 py-3 text-base",
};

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = ""): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

type Common = { variant?: ButtonVariant; size?: ButtonSize; className?: string; children: ReactNode };

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...rest
}: Common & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...rest} />;
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
