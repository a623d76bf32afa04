/**
 * The clinic's books (FEATURES.md §13 "The closed day"): money is booked on the business date —
 * today, clinic time, or, when today is closed already, the next calendar day that is not. Every
 * write that books money (a bill, a payment, a void and its refunds) and the close itself first
 * take the `books` counter row: on PostgreSQL a row lock held to the commit, so a payment never
 * lands on a day while that day is being closed (on SQLite every transaction runs alone).
 */
import "server-only";
import { addDays, todayIst } from "../../../shared/clinic-time";
import { now } from "../../../shared/clock";
import type { Tx } from "../../db";

const BOOKS = "books";

/** The date money booked now belongs to: today, or the first day after it that is not closed. */
export async function businessDate(client: Pick<Tx, "dayClose">): Promise<string> {
  let date = todayIst(now());
  const closed = await client.dayClose.findMany({ where: { date: { gte: date } }, select: { date: true } });
  const days = new Set(closed.map((d) => d.date));
  while (days.has(date)) date = addDays(date, 1);
  return date;
}

/** Takes the books' lock for the rest of `tx`, then answers the business date. */
export async function lockBooks(tx: Tx): Promise<string> {
  await tx.counter.upsert({
    where: { name: BOOKS },
    create: { name: BOOKS, value: 1 },
    update: { value: { increment: 1 } },
  });
  return businessDate(tx);
}
