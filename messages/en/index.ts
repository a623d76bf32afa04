/** Every English word of the patient side, by namespace (one file each, beside ../ta). */
import { booking } from "./booking";
import { bookingPage } from "./booking-page";
import { email } from "./email";
import { info } from "./info";
import { manage } from "./manage";
import { managePage } from "./manage-page";
import { my } from "./my";
import { pages } from "./pages";
import { shell } from "./shell";
import { site } from "./site";

export const en = { site, shell, pages, info, booking, bookingPage, manage, managePage, email, my };
