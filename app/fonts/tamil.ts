/**
 * The address of the Tamil text face as the build serves it (hashed under /_next/static/media —
 * the same file app/design.css's @font-face names), for Tamil pages to preload: fetched beside
 * the stylesheet, not after it, the face is there before the first paint, and the page does not
 * shift when it swaps in.
 */
import url from "./noto-sans-tamil.woff2";

export const TAMIL_FONT_URL: string = url;
