/**
 * The medicines the doctor's screen offers as a prescription is typed (FEATURES.md §11):
 * generic names only, each with its form and the strengths sold in India.
 *
 * Source: National List of Essential Medicines (NLEM) 2022, Ministry of Health and Family
 * Welfare — section 12 "Cardiovascular medicines" (12.1 antianginal, 12.2 antiarrhythmic,
 * 12.3 antihypertensive, 12.4 heart failure, 12.5 antiplatelet and antithrombotic, 12.6
 * lipid-lowering) with the anticoagulants of section 10, the diuretics of section 16, the
 * antidiabetics of section 18 and the proton pump inhibitors of section 17 — and the
 * medicines a cardiologist commonly prescribes beyond it (ticagrelor, prasugrel, the newer
 * anticoagulants, sacubitril/valsartan, SGLT2 inhibitors, ivabradine, ranolazine, …), marked
 * `nlem: false`. Reviewed for issue 40 against an Indian cardiology OPD, where most patients
 * are also treated for diabetes, hypertension in pregnancy or the thyroid: the sulfonylureas,
 * DPP-4 inhibitors (sitagliptin, teneligliptin, vildagliptin — strengths as sold in India, CIMS
 * India), fenofibrate, propranolol, labetalol, nifedipine, prazosin, levothyroxine and
 * carbimazole. The clinic adds its own through POST /api/admin/drugs (table Drug); brand names
 * lead to these generics through lib/content/drug-brands.ts.
 *
 * `cls` is the class the prescription warnings reason with (lib/content/prescription-rules.ts).
 */
export type DrugClass =
  | "statin"
  | "ezetimibe"
  | "aspirin"
  | "p2y12"
  | "vka"
  | "doac"
  | "heparin"
  | "beta-blocker"
  | "ace-inhibitor"
  | "arb"
  | "arni"
  | "ccb-dhp"
  | "ccb-non-dhp"
  | "loop-diuretic"
  | "thiazide"
  | "k-sparing"
  | "potassium"
  | "nitrate"
  | "pde5"
  | "sglt2"
  | "metformin"
  | "sulfonylurea"
  | "dpp4"
  | "fibrate"
  | "thyroid"
  | "antithyroid"
  | "alpha-blocker"
  | "ppi"
  | "h2"
  | "nsaid"
  | "antiarrhythmic"
  | "digoxin"
  | "antianginal"
  | "other";

export type BundledDrug = { name: string; form: string; strengths: string[]; cls: DrugClass; nlem: boolean };

export const BUNDLED_DRUGS: readonly BundledDrug[] = [
  // lipid-lowering
  { name: "Atorvastatin", form: "tablet", strengths: ["10 mg", "20 mg", "40 mg", "80 mg"], cls: "statin", nlem: true },
  { name: "Rosuvastatin", form: "tablet", strengths: ["5 mg", "10 mg", "20 mg", "40 mg"], cls: "statin", nlem: false },
  { name: "Simvastatin", form: "tablet", strengths: ["10 mg", "20 mg", "40 mg"], cls: "statin", nlem: false },
  { name: "Ezetimibe", form: "tablet", strengths: ["10 mg"], cls: "ezetimibe", nlem: false },
  { name: "Fenofibrate", form: "tablet", strengths: ["145 mg", "160 mg"], cls: "fibrate", nlem: false },
  // antiplatelet and antithrombotic
  { name: "Aspirin", form: "tablet", strengths: ["75 mg", "150 mg", "325 mg"], cls: "aspirin", nlem: true },
  { name: "Clopidogrel", form: "tablet", strengths: ["75 mg", "300 mg"], cls: "p2y12", nlem: true },
  { name: "Ticagrelor", form: "tablet", strengths: ["60 mg", "90 mg"], cls: "p2y12", nlem: true },
  { name: "Prasugrel", form: "tablet", strengths: ["5 mg", "10 mg"], cls: "p2y12", nlem: false },
  { name: "Warfarin", form: "tablet", strengths: ["1 mg", "2 mg", "5 mg"], cls: "vka", nlem: true },
  { name: "Acenocoumarol", form: "tablet", strengths: ["1 mg", "2 mg", "4 mg"], cls: "vka", nlem: true },
  { name: "Apixaban", form: "tablet", strengths: ["2.5 mg", "5 mg"], cls: "doac", nlem: false },
  { name: "Rivaroxaban", form: "tablet", strengths: ["10 mg", "15 mg", "20 mg"], cls: "doac", nlem: false },
  { name: "Dabigatran", form: "capsule", strengths: ["110 mg", "150 mg"], cls: "doac", nlem: true },
  { name: "Enoxaparin", form: "injection", strengths: ["40 mg", "60 mg"], cls: "heparin", nlem: true },
  { name: "Heparin", form: "injection", strengths: ["5000 IU/mL"], cls: "heparin", nlem: true },
  // beta-blockers
  {
    name: "Metoprolol succinate",
    form: "tablet (extended release)",
    strengths: ["25 mg", "50 mg", "100 mg"],
    cls: "beta-blocker",
    nlem: true,
  },
  { name: "Metoprolol tartrate", form: "tablet", strengths: ["25 mg", "50 mg"], cls: "beta-blocker", nlem: true },
  { name: "Bisoprolol", form: "tablet", strengths: ["2.5 mg", "5 mg", "10 mg"], cls: "beta-blocker", nlem: true },
  {
    name: "Carvedilol",
    form: "tablet",
    strengths: ["3.125 mg", "6.25 mg", "12.5 mg", "25 mg"],
    cls: "beta-blocker",
    nlem: false,
  },
  { name: "Atenolol", form: "tablet", strengths: ["25 mg", "50 mg"], cls: "beta-blocker", nlem: true },
  { name: "Nebivolol", form: "tablet", strengths: ["2.5 mg", "5 mg"], cls: "beta-blocker", nlem: false },
  { name: "Propranolol", form: "tablet", strengths: ["10 mg", "20 mg", "40 mg"], cls: "beta-blocker", nlem: true },
  { name: "Labetalol", form: "tablet", strengths: ["100 mg", "200 mg"], cls: "beta-blocker", nlem: true },
  // renin–angiotensin system
  { name: "Ramipril", form: "capsule", strengths: ["2.5 mg", "5 mg", "10 mg"], cls: "ace-inhibitor", nlem: true },
  { name: "Enalapril", form: "tablet", strengths: ["2.5 mg", "5 mg", "10 mg"], cls: "ace-inhibitor", nlem: true },
  { name: "Perindopril", form: "tablet", strengths: ["2 mg", "4 mg", "8 mg"], cls: "ace-inhibitor", nlem: false },
  { name: "Telmisartan", form: "tablet", strengths: ["20 mg", "40 mg", "80 mg"], cls: "arb", nlem: true },
  { name: "Losartan", form: "tablet", strengths: ["25 mg", "50 mg"], cls: "arb", nlem: true },
  { name: "Olmesartan", form: "tablet", strengths: ["20 mg", "40 mg"], cls: "arb", nlem: false },
  {
    name: "Sacubitril + Valsartan",
    form: "tablet",
    strengths: ["24/26 mg", "49/51 mg", "97/103 mg"],
    cls: "arni",
    nlem: false,
  },
  // calcium channel blockers
  { name: "Amlodipine", form: "tablet", strengths: ["2.5 mg", "5 mg", "10 mg"], cls: "ccb-dhp", nlem: true },
  { name: "Cilnidipine", form: "tablet", strengths: ["5 mg", "10 mg"], cls: "ccb-dhp", nlem: false },
  {
    name: "Nifedipine",
    form: "tablet (sustained release)",
    strengths: ["10 mg", "20 mg", "30 mg"],
    cls: "ccb-dhp",
    nlem: true,
  },
  // other antihypertensives
  {
    name: "Prazosin",
    form: "tablet (extended release)",
    strengths: ["2.5 mg", "5 mg"],
    cls: "alpha-blocker",
    nlem: false,
  },
  { name: "Diltiazem", form: "tablet", strengths: ["30 mg", "60 mg", "90 mg (SR)"], cls: "ccb-non-dhp", nlem: true },
  { name: "Verapamil", form: "tablet", strengths: ["40 mg", "80 mg"], cls: "ccb-non-dhp", nlem: true },
  // diuretics and potassium
  { name: "Furosemide", form: "tablet", strengths: ["20 mg", "40 mg"], cls: "loop-diuretic", nlem: true },
  { name: "Torsemide", form: "tablet", strengths: ["5 mg", "10 mg", "20 mg"], cls: "loop-diuretic", nlem: false },
  { name: "Hydrochlorothiazide", form: "tablet", strengths: ["12.5 mg", "25 mg"], cls: "thiazide", nlem: true },
  { name: "Chlorthalidone", form: "tablet", strengths: ["6.25 mg", "12.5 mg", "25 mg"], cls: "thiazide", nlem: true },
  { name: "Spironolactone", form: "tablet", strengths: ["25 mg", "50 mg"], cls: "k-sparing", nlem: true },
  { name: "Eplerenone", form: "tablet", strengths: ["25 mg", "50 mg"], cls: "k-sparing", nlem: false },
  { name: "Potassium chloride", form: "oral solution", strengths: ["500 mg/5 mL"], cls: "potassium", nlem: true },
  // antianginal and nitrates
  {
    name: "Isosorbide mononitrate",
    form: "tablet",
    strengths: ["10 mg", "20 mg", "30 mg (SR)"],
    cls: "nitrate",
    nlem: true,
  },
  { name: "Isosorbide dinitrate", form: "tablet (sublingual)", strengths: ["5 mg"], cls: "nitrate", nlem: true },
  { name: "Glyceryl trinitrate", form: "tablet (sublingual)", strengths: ["0.5 mg"], cls: "nitrate", nlem: true },
  { name: "Nicorandil", form: "tablet", strengths: ["5 mg", "10 mg"], cls: "antianginal", nlem: false },
  {
    name: "Ranolazine",
    form: "tablet (extended release)",
    strengths: ["500 mg", "1000 mg"],
    cls: "antianginal",
    nlem: false,
  },
  { name: "Trimetazidine", form: "tablet (modified release)", strengths: ["35 mg"], cls: "antianginal", nlem: false },
  { name: "Ivabradine", form: "tablet", strengths: ["5 mg", "7.5 mg"], cls: "antianginal", nlem: false },
  // heart failure and rhythm
  { name: "Digoxin", form: "tablet", strengths: ["0.25 mg"], cls: "digoxin", nlem: true },
  { name: "Amiodarone", form: "tablet", strengths: ["100 mg", "200 mg"], cls: "antiarrhythmic", nlem: true },
  // diabetes
  { name: "Dapagliflozin", form: "tablet", strengths: ["5 mg", "10 mg"], cls: "sglt2", nlem: false },
  { name: "Empagliflozin", form: "tablet", strengths: ["10 mg", "25 mg"], cls: "sglt2", nlem: false },
  { name: "Metformin", form: "tablet", strengths: ["500 mg", "850 mg", "1000 mg"], cls: "metformin", nlem: true },
  { name: "Glimepiride", form: "tablet", strengths: ["1 mg", "2 mg", "4 mg"], cls: "sulfonylurea", nlem: true },
  { name: "Gliclazide", form: "tablet", strengths: ["40 mg", "80 mg", "60 mg (MR)"], cls: "sulfonylurea", nlem: true },
  { name: "Sitagliptin", form: "tablet", strengths: ["50 mg", "100 mg"], cls: "dpp4", nlem: false },
  { name: "Teneligliptin", form: "tablet", strengths: ["20 mg"], cls: "dpp4", nlem: false },
  { name: "Vildagliptin", form: "tablet", strengths: ["50 mg"], cls: "dpp4", nlem: false },
  // thyroid
  {
    name: "Levothyroxine",
    form: "tablet",
    strengths: ["25 mcg", "50 mcg", "75 mcg", "100 mcg"],
    cls: "thyroid",
    nlem: true,
  },
  { name: "Carbimazole", form: "tablet", strengths: ["5 mg", "10 mg"], cls: "antithyroid", nlem: true },
  // the stomach
  { name: "Pantoprazole", form: "tablet", strengths: ["20 mg", "40 mg"], cls: "ppi", nlem: true },
  { name: "Omeprazole", form: "capsule", strengths: ["20 mg"], cls: "ppi", nlem: true },
  { name: "Esomeprazole", form: "tablet", strengths: ["20 mg", "40 mg"], cls: "ppi", nlem: false },
  { name: "Famotidine", form: "tablet", strengths: ["20 mg", "40 mg"], cls: "h2", nlem: true },
  // what a patient may take beside (for the warnings)
  { name: "Ibuprofen", form: "tablet", strengths: ["200 mg", "400 mg"], cls: "nsaid", nlem: true },
  { name: "Diclofenac", form: "tablet", strengths: ["50 mg"], cls: "nsaid", nlem: true },
  { name: "Sildenafil", form: "tablet", strengths: ["25 mg", "50 mg"], cls: "pde5", nlem: false },
];
