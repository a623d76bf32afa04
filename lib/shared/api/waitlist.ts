/** The waiting list's answers (FEATURES.md §14): what the server sends and the pages and the desk read. */
import type { OfferStatus, WaitlistStatus } from "../validation/waitlist";

export type WaitlistJoinAnswer = { success: true; leaveUrl: string };
export type WaitlistLeaveAnswer = { success: true; message: string; date: string; waiting: false };
export type WaitlistClaimAnswer = { success: true; manageUrl: string; date: string; time: string };

/** An offer as the desk sees it. */
export type WaitlistOfferRecord = {
  id: number;
  time: string;
  status: OfferStatus;
  /** ISO instant the claim link stops working */
  expiresAt: string;
  /** 'reconcile' (in turn) or the staff member who offered it */
  offeredBy: string;
};

/** An entry as the desk sees it: who, how to reach them, where they stand, and their latest offer. */
export type WaitlistEntryRecord = {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  date: string;
  status: WaitlistStatus;
  /** ISO instant they joined: the list's order */
  joinedAt: string;
  offer: WaitlistOfferRecord | null;
};

export type WaitlistAnswer = {
  success: true;
  date: string;
  entries: WaitlistEntryRecord[];
  /** the evening's free times the desk could offer now (HH:MM, not offered yet) */
  freeTimes: string[];
};
export type WaitlistOfferAnswer = { success: true; message: string; offer: WaitlistOfferRecord };
