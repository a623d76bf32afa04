/**
 * Brand names an Indian patient's strip or a referral letter carries, and the generic each is
 * (FEATURES.md §11): typing a brand on the doctor's screen offers the generic, and the
 * prescription prints the generic in capitals — never the brand.
 *
 * Source: the manufacturers' Indian brand names as CIMS India (the Current Index of Medical
 * Specialities, MIMS India) lists them under each generic — the brands an OPD in Chennai sees
 * most, one or two per generic. A brand sold as a combination (Telma-AM, Ecosprin-AV) is not
 * here: the doctor writes its generics one per line.
 *
 * The generic is written as lib/content/drugs.ts names it, so the list's strengths and the
 * warnings' classes come with it.
 */
export type DrugBrand = { brand: string; generic: string };

export const DRUG_BRANDS: readonly DrugBrand[] = [
  // antiplatelets and anticoagulants
  { brand: "Ecosprin", generic: "Aspirin" },
  { brand: "Clopilet", generic: "Clopidogrel" },
  { brand: "Clavix", generic: "Clopidogrel" },
  { brand: "Brilinta", generic: "Ticagrelor" },
  { brand: "Prasita", generic: "Prasugrel" },
  { brand: "Xarelto", generic: "Rivaroxaban" },
  { brand: "Eliquis", generic: "Apixaban" },
  { brand: "Pradaxa", generic: "Dabigatran" },
  { brand: "Acitrom", generic: "Acenocoumarol" },
  { brand: "Warf", generic: "Warfarin" },
  // lipids
  { brand: "Rozavel", generic: "Rosuvastatin" },
  { brand: "Rosuvas", generic: "Rosuvastatin" },
  { brand: "Atorva", generic: "Atorvastatin" },
  { brand: "Lipvas", generic: "Atorvastatin" },
  { brand: "Storvas", generic: "Atorvastatin" },
  { brand: "Ezedoc", generic: "Ezetimibe" },
  { brand: "Lipicard", generic: "Fenofibrate" },
  // blood pressure and heart failure
  { brand: "Telma", generic: "Telmisartan" },
  { brand: "Losar", generic: "Losartan" },
  { brand: "Olmezest", generic: "Olmesartan" },
  { brand: "Vymada", generic: "Sacubitril + Valsartan" },
  { brand: "Cardace", generic: "Ramipril" },
  { brand: "Envas", generic: "Enalapril" },
  { brand: "Amlong", generic: "Amlodipine" },
  { brand: "Amlopres", generic: "Amlodipine" },
  { brand: "Cilacar", generic: "Cilnidipine" },
  { brand: "Depin", generic: "Nifedipine" },
  { brand: "Metolar", generic: "Metoprolol tartrate" },
  { brand: "Met XL", generic: "Metoprolol succinate" },
  { brand: "Concor", generic: "Bisoprolol" },
  { brand: "Cardivas", generic: "Carvedilol" },
  { brand: "Nebicard", generic: "Nebivolol" },
  { brand: "Ciplar", generic: "Propranolol" },
  { brand: "Inderal", generic: "Propranolol" },
  { brand: "Lasix", generic: "Furosemide" },
  { brand: "Dytor", generic: "Torsemide" },
  { brand: "Aldactone", generic: "Spironolactone" },
  { brand: "Eptus", generic: "Eplerenone" },
  { brand: "Minipress XL", generic: "Prazosin" },
  { brand: "Lanoxin", generic: "Digoxin" },
  { brand: "Cordarone", generic: "Amiodarone" },
  // angina
  { brand: "Sorbitrate", generic: "Isosorbide dinitrate" },
  { brand: "Monotrate", generic: "Isosorbide mononitrate" },
  { brand: "Nikoran", generic: "Nicorandil" },
  { brand: "Ivabrad", generic: "Ivabradine" },
  { brand: "Ranozex", generic: "Ranolazine" },
  { brand: "Flavedon MR", generic: "Trimetazidine" },
  // diabetes
  { brand: "Glycomet", generic: "Metformin" },
  { brand: "Amaryl", generic: "Glimepiride" },
  { brand: "Diamicron", generic: "Gliclazide" },
  { brand: "Januvia", generic: "Sitagliptin" },
  { brand: "Ziten", generic: "Teneligliptin" },
  { brand: "Galvus", generic: "Vildagliptin" },
  { brand: "Forxiga", generic: "Dapagliflozin" },
  { brand: "Jardiance", generic: "Empagliflozin" },
  // thyroid
  { brand: "Thyronorm", generic: "Levothyroxine" },
  { brand: "Eltroxin", generic: "Levothyroxine" },
  { brand: "Neo-Mercazole", generic: "Carbimazole" },
  // the stomach
  { brand: "Pan", generic: "Pantoprazole" },
  { brand: "Pantocid", generic: "Pantoprazole" },
  { brand: "Omez", generic: "Omeprazole" },
  { brand: "Nexpro", generic: "Esomeprazole" },
  { brand: "Famocid", generic: "Famotidine" },
];
