import "server-only";
/**
 * A counting semaphore that never queues: `tryAcquire` either takes a slot at once or
 * answers null, so a flood is refused quickly instead of piling up CPU work.
 * (docs/decisions/004-device-cookies.md: why not a library.)
 */
export class Slots {
  private used = 0;

  constructor(readonly size: number) {}

  get inUse(): number {
    return this.used;
  }

  /** A release function (idempotent), or null when every slot is taken. */
  tryAcquire(): (() => void) | null {
    if (this.used >= this.size) return null;
    this.used++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.used--;
    };
  }
}
