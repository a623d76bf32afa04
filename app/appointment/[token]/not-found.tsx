import { ManageNotice } from "@/components/manage/manage-notice";
import { clinic } from "@/lib/content/clinic";
import { MANAGE_MESSAGES } from "@/lib/shared/validation/manage";

/** Every unknown or malformed manage token (404): the same words for all, and the clinic's phone. */
export default function ManageLinkNotValid() {
  return (
    <ManageNotice
      eyebrow="Appointment link"
      title="This link is not valid"
      message={MANAGE_MESSAGES.notFound}
      clinic={clinic()}
    />
  );
}
