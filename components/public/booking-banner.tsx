import type { Ref } from "react";
import { Icon } from "@/components/ui/icon";
import type { Banner } from "./use-booking-form";

/**
 * The booking form's outcome: two live regions that always exist, so a new message is
 * announced; `key` makes a repeated message count as new. `focusRef` can take focus (after
 * a failure no field explains).
 */
export function BookingBanner({ banner, focusRef }: { banner: Banner; focusRef: Ref<HTMLDivElement> }) {
  return (
    <div ref={focusRef} tabIndex={-1} className="outline-none">
      <div role="alert">
        {banner?.kind === "error" ? (
          <div
            key={banner.id}
            className="mb-6 flex items-start gap-3 rounded-xl border border-heart-600/30 bg-heart-50 p-4 text-heart-700"
          >
            <Icon name="alert" className="mt-0.5 size-5 shrink-0" />
            <p className="font-semibold">{banner.message}</p>
          </div>
        ) : null}
      </div>
      <div role="status">
        {banner?.kind === "success" ? (
          <div
            key={banner.id}
            className="mb-6 flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
          >
            <Icon name="check" className="mt-0.5 size-5 shrink-0" />
            <p className="font-semibold">{banner.message}</p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
