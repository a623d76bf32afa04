/**
 * Research papers on the About page. SAMPLE content (see sample.ts): titles, journals and
 * abstracts are illustrative; links search PubMed for the title. Titles and journals are
 * proper names and stay in English; the abstracts and tags are in both languages.
 */
import type { Text } from "../i18n/locales";

export type PaperStatus = "Published" | "In Press" | "Under Review";

/** How each status reads on the page. */
export const PAPER_STATUS_LABELS: Record<PaperStatus, Text> = {
  Published: { en: "Published", ta: "வெளியிடப்பட்டது" },
  "In Press": { en: "In Press", ta: "அச்சில் உள்ளது" },
  "Under Review": { en: "Under Review", ta: "மதிப்பாய்வில் உள்ளது" },
};

export type ResearchPaper = {
  title: string;
  journal: string;
  year: number;
  status: PaperStatus;
  url: string;
  abstract: Text;
  tags: readonly Text[];
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
    abstract: {
      en: "In 1,214 consecutive patients treated with primary angioplasty, the wrist approach was associated with fewer access-site bleeds and a shorter hospital stay, with similar door-to-balloon times once the team was experienced.",
      ta: "அவசர ஆஞ்சியோபிளாஸ்டி செய்யப்பட்ட தொடர்ச்சியான 1,214 நோயாளிகளில், மணிக்கட்டு வழி முறையில் குழாய் செலுத்திய இடத்தில் இரத்தக்கசிவு குறைவாகவும், மருத்துவமனையில் தங்கும் நாட்கள் குறைவாகவும் இருந்தன; குழுவுக்கு அனுபவம் வந்த பின், சிகிச்சை தொடங்கும் நேரம் (Door-to-balloon Time) இரு முறைகளிலும் ஏறக்குறைய ஒன்றாகவே இருந்தது.",
    },
    tags: [
      { en: "STEMI", ta: "மாரடைப்பு (STEMI)" },
      { en: "Transradial access", ta: "மணிக்கட்டு வழி" },
      { en: "Primary PCI", ta: "அவசர ஆஞ்சியோபிளாஸ்டி" },
    ],
  }),
  paper({
    title: "Outcomes of balloon mitral valvotomy in rheumatic mitral stenosis during pregnancy",
    journal: "Journal of the Indian College of Cardiology",
    year: 2023,
    status: "Published",
    abstract: {
      en: "Forty-two pregnant women with severe rheumatic mitral stenosis underwent balloon mitral valvotomy with minimal fluoroscopy. Symptoms improved in all but one, with no maternal deaths and favourable foetal outcomes.",
      ta: "கடுமையான ருமாட்டிக் மைட்ரல் வால்வு சுருக்கம் (Mitral Stenosis) உள்ள 42 கர்ப்பிணிப் பெண்களுக்கு, மிகக் குறைந்த எக்ஸ்-ரே (Fluoroscopy) பயன்பாட்டுடன் பலூன் மைட்ரல் வால்வோடமி (Balloon Mitral Valvotomy) செய்யப்பட்டது. ஒருவரைத் தவிர அனைவருக்கும் அறிகுறிகள் குறைந்தன; தாய் இறப்பு எதுவும் இல்லை, குழந்தைகளின் நலனும் நன்றாக இருந்தது.",
    },
    tags: [
      { en: "Rheumatic heart disease", ta: "ருமாட்டிக் இதய நோய்" },
      { en: "Valvuloplasty", ta: "பலூன் வால்வு விரிவாக்கம்" },
      { en: "Pregnancy", ta: "கர்ப்பகாலம்" },
    ],
  }),
  paper({
    title:
      "Intravascular ultrasound-guided versus angiography-guided stenting of long coronary lesions in diabetic patients",
    journal: "Catheterization and Cardiovascular Interventions",
    year: 2023,
    status: "Published",
    abstract: {
      en: "Among diabetic patients with long lesions, imaging-guided stent optimisation led to larger final lumen areas and fewer repeat procedures at one year than angiography guidance alone.",
      ta: "நீளமான அடைப்புகள் உள்ள சர்க்கரை நோயாளிகளில், ஆஞ்சியோகிராம் வழிகாட்டுதலை மட்டும் பயன்படுத்தியதைவிட, உள் படமெடுப்பு (IVUS) வழிகாட்டுதலுடன் ஸ்டென்ட் பொருத்தியபோது குழாயின் உள் அளவு பெரிதாகவும், ஓராண்டில் மீண்டும் சிகிச்சை தேவைப்பட்டது குறைவாகவும் இருந்தது.",
    },
    tags: [
      { en: "IVUS", ta: "உள் அல்ட்ராசவுண்ட் (IVUS)" },
      { en: "Diabetes", ta: "சர்க்கரை நோய்" },
      { en: "Drug-eluting stents", ta: "மருந்து பூசப்பட்ட ஸ்டென்ட்" },
    ],
  }),
  paper({
    title: "Early experience with transcatheter aortic valve replacement in elderly patients with small aortic annuli",
    journal: "EuroIntervention",
    year: 2022,
    status: "Published",
    abstract: {
      en: "Small aortic annuli are common in Indian patients. In this series, self-expanding supra-annular valves achieved low residual gradients with acceptable pacemaker rates at thirty days.",
      ta: "இந்திய நோயாளிகளிடம் அயோர்டிக் வால்வு வளையம் (Aortic Annulus) சிறியதாக இருப்பது பொதுவானது. இந்த ஆய்வில், தானாக விரியும் சுப்ரா-அனுலர் (Supra-annular) வால்வுகள் மூலம் வால்வின் அழுத்த வேறுபாடு குறைவாக இருந்தது; 30 நாட்களில் பேஸ்மேக்கர் தேவைப்பட்டோரின் விகிதமும் ஏற்கத்தக்க அளவில் இருந்தது.",
    },
    tags: [
      { en: "TAVR", ta: "TAVR வால்வு மாற்றம்" },
      { en: "Aortic stenosis", ta: "அயோர்டிக் வால்வு சுருக்கம்" },
      { en: "Structural heart", ta: "கட்டமைப்பு இதய சிகிச்சை" },
    ],
  }),
  paper({
    title: "Fractional flow reserve to guide treatment of intermediate coronary lesions: impact on stent use and cost",
    journal: "Indian Heart Journal",
    year: 2022,
    status: "Published",
    abstract: {
      en: "Measuring pressure across intermediate blockages changed the planned treatment in one third of patients and reduced the number of stents implanted, without more adverse events at follow-up.",
      ta: "நடுத்தர அளவிலான அடைப்புகளின் இருபுறமும் அழுத்தத்தை அளந்தபோது, மூன்றில் ஒரு பங்கு நோயாளிகளுக்குத் திட்டமிட்ட சிகிச்சை மாறியது; பொருத்தப்பட்ட ஸ்டென்ட்களின் எண்ணிக்கையும் குறைந்தது — தொடர் பரிசோதனையில் பாதிப்புகள் எதுவும் கூடவில்லை.",
    },
    tags: [
      { en: "FFR", ta: "அழுத்த அளவீடு (FFR)" },
      { en: "Coronary physiology", ta: "கரோனரி இயங்கியல்" },
      { en: "Health economics", ta: "மருத்துவச் செலவியல்" },
    ],
  }),
  paper({
    title:
      "Retrograde approach for chronic total occlusion angioplasty: procedural success and safety in a tertiary centre",
    journal: "Journal of Interventional Cardiology",
    year: 2021,
    status: "Published",
    abstract: {
      en: "In complex chronic total occlusions where the forward approach failed, the retrograde technique achieved success in 78% of cases with a low rate of serious complications.",
      ta: "முன்வழி முறை பலனளிக்காத சிக்கலான நீண்டகால முழு அடைப்புகளில் (CTO), பின்வழி (Retrograde) முறை 78% நோயாளிகளில் வெற்றி பெற்றது; கடுமையான பின்விளைவுகள் மிகக் குறைவாகவே இருந்தன.",
    },
    tags: [
      { en: "CTO", ta: "முழு அடைப்பு (CTO)" },
      { en: "Complex PCI", ta: "சிக்கலான ஆஞ்சியோபிளாஸ்டி" },
    ],
  }),
  paper({
    title: "Prevalence of undiagnosed hypertension and diabetes in community heart-screening camps in Tamil Nadu",
    journal: "Indian Journal of Community Medicine",
    year: 2020,
    status: "Published",
    abstract: {
      en: "Of 18,600 adults screened at free camps, one in five had previously undiagnosed high blood pressure and one in eleven undiagnosed diabetes, underlining the value of community screening.",
      ta: "இலவச முகாம்களில் பரிசோதிக்கப்பட்ட 18,600 பெரியவர்களில், ஐந்தில் ஒருவருக்கு இதுவரை கண்டறியப்படாத உயர் இரத்த அழுத்தமும், பதினொன்றில் ஒருவருக்குக் கண்டறியப்படாத சர்க்கரை நோயும் இருந்தன — சமூக அளவிலான பரிசோதனையின் முக்கியத்துவத்தை இது காட்டுகிறது.",
    },
    tags: [
      { en: "Prevention", ta: "நோய்த் தடுப்பு" },
      { en: "Hypertension", ta: "உயர் இரத்த அழுத்தம்" },
      { en: "Public health", ta: "பொது சுகாதாரம்" },
    ],
  }),
  paper({
    title:
      "Cardiac resynchronisation therapy response in patients with non-ischaemic cardiomyopathy and left bundle branch block",
    journal: "Indian Pacing and Electrophysiology Journal",
    year: 2025,
    status: "In Press",
    abstract: {
      en: "A wide QRS with left bundle branch block and non-ischaemic cause predicted a strong response to CRT, with two thirds of patients showing marked improvement in heart function at six months.",
      ta: "இடது பண்டில் கிளை அடைப்புடன் (Left Bundle Branch Block) அகன்ற QRS உள்ளவர்களுக்கும், இரத்த ஓட்டக் குறைவு அல்லாத காரணத்தால் (Non-ischaemic) இதயம் பலவீனமானவர்களுக்கும் CRT நல்ல பலன் அளித்தது; ஆறு மாதங்களில் மூன்றில் இரண்டு பங்கு நோயாளிகளின் இதயச் செயல்பாடு குறிப்பிடத்தக்க அளவு மேம்பட்டது.",
    },
    tags: [
      { en: "CRT", ta: "இதய ஒத்திசைவு (CRT)" },
      { en: "Heart failure", ta: "இதயச் செயலிழப்பு" },
      { en: "Devices", ta: "இதயக் கருவிகள்" },
    ],
  }),
  paper({
    title:
      "Orbital atherectomy for severely calcified coronary arteries: one-year outcomes from a South Indian registry",
    journal: "JACC: Asia",
    year: 2025,
    status: "Under Review",
    abstract: {
      en: "In heavily calcified arteries that balloons could not open, orbital atherectomy enabled stent delivery in 97% of patients with low rates of repeat treatment at one year.",
      ta: "பலூனால் திறக்க முடியாத, அதிக கால்சியம் படிந்த இரத்தக் குழாய்களில், ஆர்பிட்டல் அதெரெக்டமி (Orbital Atherectomy) மூலம் 97% நோயாளிகளுக்கு ஸ்டென்ட் பொருத்த முடிந்தது; ஓராண்டில் மீண்டும் சிகிச்சை தேவைப்பட்டது குறைவு.",
    },
    tags: [
      { en: "Atherectomy", ta: "அதெரெக்டமி" },
      { en: "Calcified lesions", ta: "கால்சியம் படிந்த அடைப்புகள்" },
      { en: "Registry", ta: "பதிவேட்டு ஆய்வு" },
    ],
  }),
];
