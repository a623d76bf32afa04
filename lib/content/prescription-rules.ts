/**
 * The prescription warnings' rules (FEATURES.md §11): never blocking, each saying why. Edit
 * here — classes come from lib/content/drugs.ts, and a rule names classes or generic names.
 *
 * Sources: the 2023 ESC and 2017 ACC/AHA guidance the rules summarise, and the manufacturers'
 * labels (the clopidogrel–omeprazole CYP2C19 warning; sildenafil's contraindication with nitrates;
 * sacubitril/valsartan (Entresto/Vymada, Novartis) contraindicated with an ACE inhibitor within
 * 36 hours and not to be given with another ARB); triple antithrombotic therapy: the 2020 ESC
 * NSTE-ACS and 2020 ESC atrial fibrillation guidelines (triple therapy for at most a week to a
 * month after PCI, then an anticoagulant with one antiplatelet).
 */
import type { DrugClass } from "./drugs";

/** Two medicines of one of these classes together: the doctor probably meant one. */
export const ONE_OF_CLASS: Partial<Record<DrugClass, string>> = {
  statin: "statins",
  "beta-blocker": "beta-blockers",
  "ace-inhibitor": "ACE inhibitors",
  arb: "ARBs",
  arni: "ARNIs",
  p2y12: "P2Y12 inhibitors (dual antiplatelet therapy is aspirin with one of them)",
  vka: "vitamin K antagonists",
  doac: "oral anticoagulants",
  ppi: "proton pump inhibitors",
  "ccb-dhp": "dihydropyridine calcium channel blockers",
  "ccb-non-dhp": "non-dihydropyridine calcium channel blockers",
  sglt2: "SGLT2 inhibitors",
  sulfonylurea: "sulfonylureas",
  dpp4: "DPP-4 inhibitors",
  nsaid: "NSAIDs",
};

/** A side of a pair: a class, or a generic name (lower case). */
type Side = { cls: DrugClass } | { name: string };

export type InteractionRule = { a: Side[]; b: Side[]; why: string };

export const INTERACTIONS: readonly InteractionRule[] = [
  {
    a: [{ cls: "ace-inhibitor" }],
    b: [{ cls: "arb" }],
    why: "dual renin–angiotensin blockade: hyperkalaemia, hypotension and kidney injury without benefit",
  },
  {
    a: [{ cls: "arni" }],
    b: [{ cls: "ace-inhibitor" }],
    why: "angioedema: stop the ACE inhibitor 36 hours before sacubitril/valsartan",
  },
  {
    a: [{ cls: "arni" }],
    b: [{ cls: "arb" }],
    why: "two drugs on the angiotensin receptor: sacubitril/valsartan already contains valsartan, so another ARB is not given with it",
  },
  {
    a: [{ cls: "ace-inhibitor" }, { cls: "arb" }, { cls: "arni" }],
    b: [{ cls: "k-sparing" }, { cls: "potassium" }],
    why: "hyperkalaemia: check potassium and creatinine",
  },
  {
    a: [{ cls: "vka" }, { cls: "doac" }],
    b: [{ cls: "nsaid" }],
    why: "bleeding: an NSAID with an anticoagulant raises the risk of a serious bleed",
  },
  {
    a: [{ name: "clopidogrel" }],
    b: [{ name: "omeprazole" }, { name: "esomeprazole" }],
    why: "omeprazole and esomeprazole weaken clopidogrel (CYP2C19): pantoprazole is preferred",
  },
  {
    a: [{ cls: "pde5" }],
    b: [{ cls: "nitrate" }],
    why: "severe hypotension: sildenafil with a nitrate is contraindicated",
  },
  {
    a: [{ name: "verapamil" }, { name: "diltiazem" }],
    b: [{ cls: "beta-blocker" }],
    why: "bradycardia and heart block: verapamil or diltiazem with a beta-blocker",
  },
];

/** Antiplatelets beyond dual therapy (aspirin and one P2Y12 inhibitor) warn. */
export const ANTIPLATELETS: readonly DrugClass[] = ["aspirin", "p2y12"];

/** An anticoagulant with two antiplatelets is triple antithrombotic therapy. */
export const ANTICOAGULANTS: readonly DrugClass[] = ["vka", "doac"];
export const TRIPLE_THERAPY =
  "triple antithrombotic therapy (an anticoagulant with two antiplatelets): a high bleeding risk, usually for at most a week to a month after a stent, then one antiplatelet is stopped";
