/**
 * A flood or a busy hour (docs/decisions/038-flood-or-busy-hour.md): what the web bookings that
 * filled the clinic's budget look like. Pure, so the rules are tested one by one
 * (tests/unit/flood-signals.test.ts).
 *
 * A bot invents numbers (or uses foreign ones), sends from many networks in seconds, and packs
 * the evenings it aims at; real patients write their own mobiles and names, one at a time,
 * for the evenings that suit them. One strong sign (the numbers) or two weaker ones make a flood.
 */
import { greetingName } from "../../shared/names";
import { isIndianMobile, whatsappNumber } from "../../shared/phone";
import type { FloodSignal } from "../../shared/api/dashboard";

export type SignalRow = {
  createdAt: Date;
  webNetwork: string | null;
  phone: string;
  name: string;
  preferredDate: string;
};

/** Several networks within this long: people typing a form do not arrive together. */
export const BURST_MS = 60_000;
export const BURST_NETWORKS = 3;
/** Numbers this close to another of the same run were counted up by a program. */
const NEIGHBOUR_GAP = 20;

/** Six of one digit in a row, or six digits counting up or down (98765 43210, 90123 45678). */
function looksInvented(local: string): boolean {
  if (/(\d)\1{5}/.test(local)) return true;
  let up = 1;
  let down = 1;
  for (let i = 1; i < local.length; i++) {
    const step = Number(local[i]) - Number(local[i - 1]);
    up = step === 1 ? up + 1 : 1;
    down = step === -1 ? down + 1 : 1;
    if (up >= 6 || down >= 6) return true;
  }
  return false;
}

/** The phones of a run that are not a real Indian mobile's: foreign, not a mobile, invented, or a neighbour's. */
export function inventedNumbers(phones: string[]): number {
  const mobiles = phones.map((p) => {
    const number = whatsappNumber(p);
    return isIndianMobile(number) ? number!.slice(2) : null;
  });
  return mobiles.filter((local, i) => {
    if (!local || looksInvented(local)) return true;
    const value = Number(local);
    return mobiles.some(
      (other, j) => j !== i && other && other !== local && Math.abs(Number(other) - value) <= NEIGHBOUR_GAP,
    );
  }).length;
}

/** At least BURST_NETWORKS networks booked within BURST_MS of each other. */
export function isBurst(rows: Pick<SignalRow, "createdAt" | "webNetwork">[]): boolean {
  return rows.some((row, i) => {
    const end = row.createdAt.getTime() + BURST_MS;
    const networks = new Set(
      rows
        .slice(i)
        .filter((r) => r.createdAt.getTime() <= end)
        .map((r) => r.webNetwork),
    );
    return networks.size >= BURST_NETWORKS;
  });
}

/** The signs a run of web bookings shows (in time order), and whether they make it a flood. */
export function floodSignals(rows: SignalRow[], eveningLimit: number): { signals: FloodSignal[]; flood: boolean } {
  const half = Math.ceil(rows.length / 2);
  const signals: FloodSignal[] = [];
  if (inventedNumbers(rows.map((r) => r.phone)) >= half) signals.push("numbers");
  if (isBurst(rows)) signals.push("burst");
  if (new Set(rows.map((r) => r.preferredDate)).size * eveningLimit <= rows.length) signals.push("evenings");
  if (rows.filter((r) => greetingName(r.name) === null).length >= half) signals.push("names");
  return { signals, flood: signals.includes("numbers") || signals.length >= 2 };
}
