import type { ReactNode, SVGProps } from "react";

/** What both icon components take besides their own name: any SVG attribute, and a title. */
export type SvgIconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { title?: string };

/**
 * The <svg> frame of `Icon` and `SolidIcon`: decorative (hidden from assistive technology)
 * unless given a title, which makes it an image with that name.
 */
export function SvgIcon({ title, children, ...rest }: SvgIconProps & { children: ReactNode }) {
  return (
    <svg aria-hidden={title ? undefined : true} role={title ? "img" : undefined} focusable="false" {...rest}>
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}
