import { LinkNotValid } from "@/components/manage/link-not-valid";

/** Every unknown or malformed waiting-list link (404). */
export default function WaitlistLinkNotValid() {
  return <LinkNotValid code="offer_not_found" />;
}
