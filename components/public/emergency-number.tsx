import { EMERGENCY_NUMBER } from "@/lib/content/clinic";

const NUMBER = new RegExp(`\\b(${EMERGENCY_NUMBER})\\b`);

/** Running text with the emergency number made tap-to-call wherever it stands (issue 29: on a phone, one tap calls it). */
export function WithEmergencyCall({ text }: { text: string }) {
  return text.split(NUMBER).map((part, i) =>
    part === EMERGENCY_NUMBER ? (
      <a key={i} href={`tel:${EMERGENCY_NUMBER}`} className="font-semibold text-heart-700 underline underline-offset-2">
        {part}
      </a>
    ) : (
      part
    ),
  );
}
