"use client";

/**
 * The Privacy screen (FEATURES.md §7): the rights requests (open first) with Mark done, the
 * form that records one taken at the desk, and the patients past the retention period for a
 * person to review. A patient's name opens their profile here, where consent, export and
 * deletion are.
 */
import { useRef, useState } from "react";
import type { BookingRules } from "@/lib/shared/validation/booking";
import { OWNER } from "@/lib/shared/roles";
import { PatientProfileModal } from "../patients/patient-profile-modal";
import { useAdminSession } from "../session/session-context";
import { RecordRequestPanel } from "./record-request-form";
import { RetentionReview } from "./retention-review";
import { RightsRequestsList } from "./rights-requests";

export function PrivacyScreen({ bookingRules }: { bookingRules: BookingRules }) {
  const [profileKey, setProfileKey] = useState<string | null>(null);
  const { can } = useAdminSession();
  const opener = useRef<HTMLElement | null>(null);
  const requestsHeading = useRef<HTMLHeadingElement>(null);

  function openProfile(patientId: number, from: HTMLElement) {
    opener.current = from;
    setProfileKey(String(patientId));
  }

  return (
    <>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <RightsRequestsList headingRef={requestsHeading} onProfile={openProfile} />
        <RecordRequestPanel />
        {/* deciding what is kept is the owner's (FEATURES.md §9) */}
        {can(OWNER) && (
          <div className="min-w-0 lg:col-span-2">
            <RetentionReview onProfile={openProfile} />
          </div>
        )}
      </div>
      {profileKey && (
        <PatientProfileModal
          patientKey={profileKey}
          bookingRules={bookingRules}
          returnFocus={opener}
          onClose={() => {
            // the row may be gone (the patient deleted): back to the requests' heading
            if (!opener.current?.isConnected) opener.current = requestsHeading.current;
            setProfileKey(null);
          }}
        />
      )}
    </>
  );
}
