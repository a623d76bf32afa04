/**
 * Research papers on the About page. SAMPLE content (see sample.ts): titles, journals and
 * abstracts are illustrative; links search PubMed for the title.
 */
export type PaperStatus = "Published" | "In Press" | "Under Review";

export type ResearchPaper = {
  title: string;
  journal: string;
  year: number;
  status: PaperStatus;
  url: string;
  abstract: string;
  tags: readonly string[];
};

const pubmed = (title: string) => `https://pubmed.ncbi.nlm.nih.gov/?term=${encodeURIComponent(title)}`;

function paper(p: Omit<ResearchPaper, "url">): ResearchPaper {
  return { ...p, url: pubmed(p.title) };
}

/** Nine papers (SPEC §2 About). */
export const RESEARCH_PAPERS: readonly ResearchPaper[] = [
  paper({
    title:
      "Transradial versus transfemoral primary angioplasty in ST-elevation myocardial infarction: a single-centre South Indian experience",
    journal: "Indian Heart Journal",
    year: 2024,
    status: "Published",
    abstract:
      "In 1,214 consecutive patients treated with primary angioplasty, the wrist approach was associated with fewer access-site bleeds and a shorter hospital stay, with similar door-to-balloon times once the team was experienced.",
    tags: ["STEMI", "Transradial access", "Primary PCI"],
  }),
  paper({
    title: "Outcomes of balloon mitral valvotomy in rheumatic mitral stenosis during pregnancy",
    journal: "Journal of the Indian College of Cardiology",
    year: 2023,
    status: "Published",
    abstract:
      "Forty-two pregnant women with severe rheumatic mitral stenosis underwent balloon mitral valvotomy with minimal fluoroscopy. Symptoms improved in all but one, with no maternal deaths and favourable foetal outcomes.",
    tags: ["Rheumatic heart disease", "Valvuloplasty", "Pregnancy"],
  }),
  paper({
    title:
      "Intravascular ultrasound-guided versus angiography-guided stenting of long coronary lesions in diabetic patients",
    journal: "Catheterization and Cardiovascular Interventions",
    year: 2023,
    status: "Published",
    abstract:
      "Among diabetic patients with long lesions, imaging-guided stent optimisation led to larger final lumen areas and fewer repeat procedures at one year than angiography guidance alone.",
    tags: ["IVUS", "Diabetes", "Drug-eluting stents"],
  }),
  paper({
    title: "Early experience with transcatheter aortic valve replacement in elderly patients with small aortic annuli",
    journal: "EuroIntervention",
    year: 2022,
    status: "Published",
    abstract:
      "Small aortic annuli are common in Indian patients. In this series, self-expanding supra-annular valves achieved low residual gradients with acceptable pacemaker rates at thirty days.",
    tags: ["TAVR", "Aortic stenosis", "Structural heart"],
  }),
  paper({
    title: "Fractional flow reserve to guide treatment of intermediate coronary lesions: impact on stent use and cost",
    journal: "Indian Heart Journal",
    year: 2022,
    status: "Published",
    abstract:
      "Measuring pressure across intermediate blockages changed the planned treatment in one third of patients and reduced the number of stents implanted, without more adverse events at follow-up.",
    tags: ["FFR", "Coronary physiology", "Health economics"],
  }),
  paper({
    title:
      "Retrograde approach for chronic total occlusion angioplasty: procedural success and safety in a tertiary centre",
    journal: "Journal of Interventional Cardiology",
    year: 2021,
    status: "Published",
    abstract:
      "In complex chronic total occlusions where the forward approach failed, the retrograde technique achieved success in 78% of cases with a low rate of serious complications.",
    tags: ["CTO", "Complex PCI"],
  }),
  paper({
    title: "Prevalence of undiagnosed hypertension and diabetes in community heart-screening camps in Tamil Nadu",
    journal: "Indian Journal of Community Medicine",
    year: 2020,
    status: "Published",
    abstract:
      "Of 18,600 adults screened at free camps, one in five had previously undiagnosed high blood pressure and one in eleven undiagnosed diabetes, underlining the value of community screening.",
    tags: ["Prevention", "Hypertension", "Public health"],
  }),
  paper({
    title:
      "Cardiac resynchronisation therapy response in patients with non-ischaemic cardiomyopathy and left bundle branch block",
    journal: "Indian Pacing and Electrophysiology Journal",
    year: 2025,
    status: "In Press",
    abstract:
      "A wide QRS with left bundle branch block and non-ischaemic cause predicted a strong response to CRT, with two thirds of patients showing marked improvement in heart function at six months.",
    tags: ["CRT", "Heart failure", "Devices"],
  }),
  paper({
    title:
      "Orbital atherectomy for severely calcified coronary arteries: one-year outcomes from a South Indian registry",
    journal: "JACC: Asia",
    year: 2025,
    status: "Under Review",
    abstract:
      "In heavily calcified arteries that balloons could not open, orbital atherectomy enabled stent delivery in 97% of patients with low rates of repeat treatment at one year.",
    tags: ["Atherectomy", "Calcified lesions", "Registry"],
  }),
];
