/** Every Tamil word of the patient side: ../en's namespaces, key for key. */
import type { en } from "../en";
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

export const ta: typeof en = { site, shell, pages, info, booking, bookingPage, manage, managePage, email, my };
