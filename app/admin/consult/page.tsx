import type { Metadata } from "next";
import { Suspense } from "react";
import { ConsultScreen } from "@/components/admin/consult/consult-screen";

export const metadata: Metadata = { title: "Consultation" };

export default function ConsultPage() {
  // the screen reads its patient and visit from the address (useSearchParams)
  return (
    <Suspense>
      <ConsultScreen />
    </Suspense>
  );
}
