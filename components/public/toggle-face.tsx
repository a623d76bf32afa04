import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/lib/content/icons";

/**
 * What a button that opens and closes a panel shows (the header's menu, the contact widget):
 * its icon and "open" label while closed, an ✕ and the "close" label once the page's script sets
 * aria-expanded. The button must be `group/toggle`; `size` is the icons' size class.
 */
export function ToggleFace({
  icon,
  size,
  openLabel,
  closeLabel,
}: {
  icon: IconName;
  size: string;
  openLabel: string;
  closeLabel: string;
}) {
  return (
    <>
      <Icon name={icon} className={`${size} group-aria-expanded/toggle:hidden`} />
      <Icon name="x" className={`hidden ${size} group-aria-expanded/toggle:block`} />
      <span className="sr-only group-aria-expanded/toggle:hidden">{openLabel}</span>
      <span className="sr-only hidden group-aria-expanded/toggle:inline">{closeLabel}</span>
    </>
  );
}
