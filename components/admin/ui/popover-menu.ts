"use client";

/**
 * A row's small menu on the browser's popover (no menu library here): it sits in the top
 * layer, so the table's rounded, clipped frame never cuts it off; Escape and a click outside
 * close it and focus goes back to the button. The arrow keys, Home and End move between its
 * items; Tab closes it. It is placed under the button (above it when there is no room below),
 * kept on screen, and closes when the page scrolls or resizes rather than drift from its row.
 * The status menu and the WhatsApp menu are built on it.
 */
import { useId, useRef } from "react";

const GAP = 4;
const EDGE = 8;

export type PopoverMenuOptions = {
  /** the items, e.g. "[role=menuitem]" */
  items: string;
  /** which edge of the button the menu lines up with */
  align: "left" | "right";
  /** its usual size, to place it before it is laid out */
  size: { width: number; height: number };
  /** the item focused on opening (by default the first) */
  initialFocus?: (items: HTMLElement[]) => HTMLElement | undefined;
};

export function usePopoverMenu({ items: selector, align, size, initialFocus }: PopoverMenuOptions) {
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>(selector) ?? [])];
  const close = () => menuRef.current?.hidePopover();

  function place() {
    const button = buttonRef.current;
    const menu = menuRef.current;
    if (!button || !menu) return;
    const at = button.getBoundingClientRect();
    const width = menu.offsetWidth || size.width;
    const height = menu.offsetHeight || size.height;
    const below = at.bottom + GAP;
    const top = below + height > window.innerHeight - EDGE ? Math.max(EDGE, at.top - GAP - height) : below;
    const wanted = align === "right" ? at.right - width : at.left;
    const left = Math.min(Math.max(EDGE, wanted), window.innerWidth - width - EDGE);
    menu.style.top = `${top}px`;
    menu.style.left = `${left}px`;
  }

  function onToggle(event: React.ToggleEvent<HTMLDivElement>) {
    if (event.newState !== "open") return;
    place();
    const all = items();
    (initialFocus?.(all) ?? all[0])?.focus();
    const controller = new AbortController();
    const stop = () => {
      close();
      controller.abort();
    };
    window.addEventListener("scroll", stop, { capture: true, passive: true, signal: controller.signal });
    window.addEventListener("resize", stop, { signal: controller.signal });
    menuRef.current?.addEventListener("toggle", () => controller.abort(), { once: true, signal: controller.signal });
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[event.key];
    if (event.key === "Tab") close();
    if (to === undefined) return;
    event.preventDefault();
    all[(to + all.length) % all.length]?.focus();
  }

  /** Closes the menu and gives focus back to its button (after an item is chosen). */
  function done() {
    close();
    buttonRef.current?.focus();
  }

  return {
    buttonRef,
    done,
    buttonProps: { ref: buttonRef, popoverTarget: menuId, "aria-haspopup": "menu" as const },
    menuProps: {
      ref: menuRef,
      id: menuId,
      popover: "auto" as const,
      role: "menu",
      onBeforeToggle: (event: React.ToggleEvent<HTMLDivElement>) => event.newState === "open" && place(),
      onToggle,
      onKeyDown,
    },
  };
}
