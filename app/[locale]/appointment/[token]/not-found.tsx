import { LinkNotValid } from "@/components/manage/link-not-valid";

/** Every unknown or malformed manage token (404). */
export default function ManageLinkNotValid() {
  return <LinkNotValid code="link_not_found" />;
}
