/** Links and the current path that keep the page's language (next-intl). */
import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

export const { Link, usePathname, getPathname } = createNavigation(routing);
