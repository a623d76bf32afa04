/**
 * Privacy Policy and Terms of Service text (SPEC §2, §9), every heading, paragraph and item
 * in English and Tamil side by side: the DPDP Act (s.5(3)) gives patients the notice in Tamil,
 * so the Tamil is a faithful translation, with the English legal term in brackets where it
 * helps. Both pages show "Last Updated" as the current date in India Standard Time, not the
 * build date. The privacy policy says what the booking form's notice says (messages
 * booking.consent) at more length: the retention and the grievance contact come from
 * configuration (lib/content/clinic privacyNoticeFacts), read when the page is built.
 */
import { LOCALE_TAGS, type Locale, type Text } from "../i18n/locales";
import type { ClinicIdentity, GrievanceContact } from "./clinic";

export type LegalSection = { heading: Text; paragraphs?: readonly Text[]; items?: readonly Text[] };
export type LegalDocument = { title: Text; intro: Text; sections: readonly LegalSection[] };

type Identity = Pick<ClinicIdentity, "name" | "email" | "phone" | "address">;
/** The configured privacy facts the policy states (PrivacyNoticeFacts, without what only links need). */
type PrivacyFacts = { retentionYears: number; contact: Pick<GrievanceContact, "name" | "names" | "email" | "phone"> };

const istDateFormat = (locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "long",
    year: "numeric",
  });
const IST_DATE: Record<Locale, Intl.DateTimeFormat> = { en: istDateFormat("en"), ta: istDateFormat("ta") };

/** "22 November 2026" (Tamil: "22 நவம்பர், 2026") — the calendar date in India Standard Time. */
export function formatIstDate(instant: Date, locale: Locale = "en"): string {
  return IST_DATE[locale].format(instant);
}

/** "2026-11-22" — the calendar date in India Standard Time (fixed +05:30, no DST). */
export function istIsoDate(instant: Date): string {
  return new Date(instant.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** Terms constants (SPEC §9): these differ on purpose from the Patient Info page's 15 minutes. */
export const TERMS_ARRIVE_EARLY_MINUTES = 10;
export const CANCELLATION_NOTICE_HOURS = 24;

/** The heading both documents end with. */
const CONTACT: Text = { en: "Contact", ta: "தொடர்புக்கு" };

export function privacyPolicy(c: Identity, { retentionYears: years, contact: g }: PrivacyFacts): LegalDocument {
  return {
    title: { en: "Privacy Policy", ta: "தனியுரிமைக் கொள்கை" },
    intro: {
      en: `${c.name} ("the clinic", "we") respects your privacy. This policy explains what personal and health information we collect through this website and at the clinic, why we collect it, and how we protect it, in line with the Digital Personal Data Protection Act, 2023 and the confidentiality duties of medical practitioners in India.`,
      ta: `${c.name} ("கிளினிக்", "நாங்கள்") உங்கள் தனியுரிமையை (privacy) மதிக்கிறது. இந்த இணையதளத்தின் மூலமும் கிளினிக்கிலும் நாங்கள் சேகரிக்கும் தனிப்பட்ட தரவு (personal data) மற்றும் உடல்நலத் தகவல்கள் எவை, அவற்றை ஏன் சேகரிக்கிறோம், எவ்வாறு பாதுகாக்கிறோம் என்பதை, டிஜிட்டல் தனிப்பட்ட தரவுப் பாதுகாப்புச் சட்டம், 2023 (Digital Personal Data Protection Act, 2023) மற்றும் இந்தியாவில் மருத்துவர்களுக்கு உள்ள இரகசியக் காப்புக் கடமைகளுக்கு (confidentiality) இணங்க இந்தக் கொள்கை விளக்குகிறது.`,
    },
    sections: [
      {
        heading: { en: "Information we collect", ta: "நாங்கள் சேகரிக்கும் தகவல்கள்" },
        items: [
          {
            en: "Contact details you give us: name, phone number, e-mail address, postal address and occupation.",
            ta: "நீங்கள் எங்களுக்கு அளிக்கும் தொடர்பு விவரங்கள்: பெயர், தொலைபேசி எண், மின்னஞ்சல் (e-mail) முகவரி, அஞ்சல் முகவரி மற்றும் தொழில்.",
          },
          {
            en: "Appointment details: the service you request, your preferred date and time, age, sex and any notes you add.",
            ta: "முன்பதிவு (appointment) விவரங்கள்: நீங்கள் கோரும் சேவை, நீங்கள் விரும்பும் தேதி மற்றும் நேரம், வயது, பாலினம் மற்றும் நீங்கள் சேர்க்கும் குறிப்புகள்.",
          },
          {
            en: "Medical information created during your care: consultation notes, test results, reports and prescriptions.",
            ta: "உங்களுக்குச் சிகிச்சை அளிக்கும்போது உருவாகும் மருத்துவத் தகவல்கள்: ஆலோசனைக் குறிப்புகள், பரிசோதனை முடிவுகள், அறிக்கைகள் மற்றும் மருந்துச் சீட்டுகள் (prescriptions).",
          },
          {
            en: "Your consent: which privacy notice you agreed to and when, and whether you want messages on WhatsApp.",
            ta: "உங்கள் ஒப்புதல் (consent): நீங்கள் ஏற்றுக்கொண்ட தனியுரிமை அறிவிப்பு, ஏற்றுக்கொண்ட நேரம், WhatsApp-இல் செய்திகள் வேண்டுமா என்பது.",
          },
          {
            en: "Basic technical data needed to run the website securely, such as server logs. We do not use advertising or tracking cookies.",
            ta: "இணையதளத்தைப் பாதுகாப்பாக இயக்கத் தேவையான அடிப்படைத் தொழில்நுட்பத் தரவு, உதாரணமாக சர்வர் பதிவுகள் (server logs). விளம்பரத்துக்கான அல்லது உங்களைப் பின்தொடரும் (tracking) குக்கீகளை (cookies) நாங்கள் பயன்படுத்துவதில்லை.",
          },
        ],
      },
      {
        heading: { en: "How we use your information", ta: "உங்கள் தகவல்களை நாங்கள் எவ்வாறு பயன்படுத்துகிறோம்" },
        items: [
          {
            en: "To schedule, confirm and manage your appointments and to contact you about them.",
            ta: "உங்கள் முன்பதிவுகளைத் திட்டமிட, உறுதிப்படுத்த, நிர்வகிக்க மற்றும் அவை குறித்து உங்களைத் தொடர்புகொள்ள.",
          },
          {
            en: "To remind you of your appointment by e-mail, and on WhatsApp only if you ticked the box for it.",
            ta: "உங்கள் முன்பதிவை மின்னஞ்சல் மூலம் நினைவூட்ட; அதற்கான கட்டத்தில் நீங்கள் குறியிட்டிருந்தால் மட்டுமே WhatsApp மூலமும்.",
          },
          {
            en: "To provide, document and follow up your medical care.",
            ta: "உங்களுக்கு மருத்துவ சிகிச்சை அளிக்க, அதைப் பதிவுசெய்ய மற்றும் தொடர்ந்து கவனிக்க (follow-up).",
          },
          {
            en: "To meet our legal, regulatory and medical record-keeping obligations.",
            ta: "சட்டம், ஒழுங்குமுறை (regulatory) மற்றும் மருத்துவப் பதிவேடுகளைப் பராமரித்தல் தொடர்பான எங்கள் கடமைகளை நிறைவேற்ற.",
          },
          {
            en: "We never sell your information or use it for marketing by third parties.",
            ta: "உங்கள் தகவல்களை நாங்கள் ஒருபோதும் விற்பதில்லை; மூன்றாம் தரப்பினரின் (third parties) சந்தைப்படுத்தலுக்கும் (marketing) அவற்றைப் பயன்படுத்துவதில்லை.",
          },
        ],
      },
      {
        heading: { en: "Your consent", ta: "உங்கள் ஒப்புதல்" },
        paragraphs: [
          {
            en: "When you book on this website, you are shown a short privacy notice and asked to agree to it before the booking is sent. We record which version of the notice you agreed to and when. WhatsApp messages need their own tick; you can book without them.",
            ta: "இந்த இணையதளத்தில் முன்பதிவு செய்யும்போது, ஒரு சுருக்கமான தனியுரிமை அறிவிப்பு (privacy notice) உங்களுக்குக் காட்டப்படும்; முன்பதிவை அனுப்பும் முன் அதை ஏற்றுக்கொள்ளுமாறு கேட்கப்படுவீர்கள். நீங்கள் ஏற்றுக்கொண்ட அறிவிப்பின் பதிப்பையும் (version) நேரத்தையும் பதிவுசெய்கிறோம். WhatsApp செய்திகளுக்குத் தனியாகக் குறியிட வேண்டும்; அவை இல்லாமலும் முன்பதிவு செய்யலாம்.",
          },
          {
            en: "You can withdraw your consent at any time, as easily as you gave it: tell the clinic by phone, by e-mail or at the desk. WhatsApp messages then stop at once. Withdrawing does not undo what was done before, and the medical record itself is kept for as long as the law requires (see below).",
            ta: "ஒப்புதல் அளித்த அதே எளிமையுடன், எப்போது வேண்டுமானாலும் அதைத் திரும்பப் பெறலாம் (withdraw): தொலைபேசியிலோ மின்னஞ்சலிலோ கிளினிக் வரவேற்பிலோ தெரிவியுங்கள். அப்போதே WhatsApp செய்திகள் நிறுத்தப்படும். அதற்கு முன் செய்யப்பட்டவை இதனால் மாறாது; மருத்துவப் பதிவு மட்டும் சட்டம் கோரும் காலம் வரை வைத்திருக்கப்படும் (கீழே காண்க).",
          },
        ],
      },
      {
        heading: { en: "Sharing", ta: "தகவல் பகிர்வு" },
        paragraphs: [
          {
            en: "We share your information only with people involved in your care (for example a hospital or laboratory you are referred to), with your insurer when you ask us to process a claim, or when the law requires it. Anyone who handles your data for us is bound to keep it confidential.",
            ta: "உங்கள் சிகிச்சையில் தொடர்புடையவர்களுடன் (உதாரணமாக, நாங்கள் உங்களைப் பரிந்துரைக்கும் மருத்துவமனை அல்லது ஆய்வகம்), காப்பீட்டுக் கோரிக்கையை (claim) முன்னெடுக்குமாறு நீங்கள் கேட்கும்போது உங்கள் காப்பீட்டு நிறுவனத்துடன், அல்லது சட்டம் கோரும்போது மட்டுமே உங்கள் தகவல்களைப் பகிர்கிறோம். எங்கள் சார்பாக உங்கள் தரவைக் கையாளும் எவரும் அதை இரகசியமாக (confidential) வைத்திருக்கக் கடமைப்பட்டவர்கள்.",
          },
        ],
      },
      {
        heading: { en: "Storage and security", ta: "சேமிப்பும் பாதுகாப்பும்" },
        paragraphs: [
          {
            en: "Records are stored on secured systems with access limited to authorised clinic staff, protected by passwords, encrypted connections and regular backups. What staff do with records is written to an audit log built so that any later change to it shows.",
            ta: "பதிவுகள் பாதுகாக்கப்பட்ட கணினி அமைப்புகளில் சேமிக்கப்படுகின்றன; அங்கீகாரம் பெற்ற கிளினிக் ஊழியர்கள் மட்டுமே அவற்றை அணுக முடியும். கடவுச்சொற்கள் (passwords), மறையாக்கம் செய்யப்பட்ட இணைப்புகள் (encrypted connections) மற்றும் முறையாக எடுக்கப்படும் காப்புப் பிரதிகள் (backups) மூலம் அவை பாதுகாக்கப்படுகின்றன. பதிவுகளில் ஊழியர்கள் செய்வவை ஒரு தணிக்கைப் பதிவில் (audit log) எழுதப்படுகின்றன; அதில் பின்னர் யாரேனும் மாற்றம் செய்தால் அது தெரிந்துவிடும்.",
          },
        ],
      },
      {
        heading: { en: "How long we keep your information", ta: "உங்கள் தகவல்களை எவ்வளவு காலம் வைத்திருக்கிறோம்" },
        paragraphs: [
          {
            en: `Medical records are kept for ${years} years after your last visit, as Indian medical regulations require. They are not deleted automatically: after that time, a person at the clinic reviews each record and deletes what no longer needs to be kept.`,
            ta: `இந்திய மருத்துவ விதிமுறைகளின்படி, மருத்துவப் பதிவேடுகள் உங்கள் கடைசி வருகைக்குப் பிறகு ${years} ஆண்டுகள் வைத்திருக்கப்படுகின்றன. அவை தானாக நீக்கப்படுவதில்லை: அந்தக் காலம் முடிந்ததும், கிளினிக்கில் ஒருவர் ஒவ்வொரு பதிவையும் பரிசீலித்து, இனி வைத்திருக்கத் தேவையில்லாதவற்றை நீக்குவார்.`,
          },
        ],
      },
      {
        heading: { en: "Your rights", ta: "உங்கள் உரிமைகள்" },
        paragraphs: [
          {
            en: "The Digital Personal Data Protection Act, 2023 gives you the rights below. To use any of them, tell the clinic by phone, by e-mail or at the desk; we record each request and when it was done.",
            ta: "டிஜிட்டல் தனிப்பட்ட தரவுப் பாதுகாப்புச் சட்டம், 2023 (DPDP Act) கீழ்க்காணும் உரிமைகளை உங்களுக்கு வழங்குகிறது. இவற்றில் எதையும் பயன்படுத்த, தொலைபேசியிலோ மின்னஞ்சலிலோ கிளினிக் வரவேற்பிலோ தெரிவியுங்கள்; ஒவ்வொரு கோரிக்கையையும், அது எப்போது நிறைவேற்றப்பட்டது என்பதையும் பதிவுசெய்கிறோம்.",
          },
        ],
        items: [
          {
            en: "Ask for a summary of the personal data we hold about you and how we use it, and a copy of your records.",
            ta: "உங்களைப் பற்றி நாங்கள் வைத்திருக்கும் தனிப்பட்ட தரவின் சுருக்கத்தையும், அதை எவ்வாறு பயன்படுத்துகிறோம் என்பதையும், உங்கள் பதிவுகளின் நகலையும் கேட்கலாம்.",
          },
          {
            en: "Ask us to correct, complete or update information that is inaccurate or incomplete.",
            ta: "தவறான அல்லது முழுமையற்ற தகவல்களைத் திருத்த, நிறைவுசெய்ய அல்லது புதுப்பிக்குமாறு எங்களிடம் கேட்கலாம்.",
          },
          {
            en: "Withdraw consent for optional uses, such as reminder messages.",
            ta: "நினைவூட்டல் செய்திகள் போன்ற கட்டாயமில்லாத பயன்பாடுகளுக்கு அளித்த ஒப்புதலைத் (consent) திரும்பப் பெறலாம்.",
          },
          {
            en: "Ask us to delete information we are not legally required to keep.",
            ta: "சட்டப்படி நாங்கள் வைத்திருக்க வேண்டிய அவசியமில்லாத தகவல்களை நீக்குமாறு எங்களிடம் கேட்கலாம்.",
          },
          {
            en: "Nominate a person to use these rights for you if you die or become unable to use them yourself.",
            ta: "நீங்கள் இறந்துவிட்டாலோ இவற்றை நீங்களே பயன்படுத்த இயலாத நிலைக்கு ஆளானாலோ, உங்களுக்காக இந்த உரிமைகளைப் பயன்படுத்த ஒருவரை நியமிக்கலாம் (nominate).",
          },
          {
            en: "Raise a concern with us, and if unresolved, with the Data Protection Board of India.",
            ta: "உங்கள் குறையை எங்களிடம் தெரிவிக்கலாம்; அது தீர்க்கப்படாவிட்டால், இந்தியத் தரவுப் பாதுகாப்பு வாரியத்திடம் (Data Protection Board of India) முறையிடலாம்.",
          },
        ],
      },
      {
        heading: { en: "If your data is breached", ta: "உங்கள் தரவு மீறப்பட்டால்" },
        paragraphs: [
          {
            en: "If personal data we hold is lost, stolen or seen by someone who should not see it, we tell the patients affected and the Data Protection Board of India without delay: what happened, what it may mean for you and what we are doing about it. The Board receives a full report within 72 hours.",
            ta: "நாங்கள் வைத்திருக்கும் தனிப்பட்ட தரவு தொலைந்தாலோ, திருடப்பட்டாலோ, பார்க்கக் கூடாத ஒருவரால் பார்க்கப்பட்டாலோ (data breach), பாதிக்கப்பட்ட நோயாளிகளுக்கும் இந்தியத் தரவுப் பாதுகாப்பு வாரியத்துக்கும் (Data Protection Board of India) தாமதமின்றித் தெரிவிக்கிறோம்: என்ன நடந்தது, அது உங்களை எப்படிப் பாதிக்கலாம், அதைச் சரிசெய்ய என்ன செய்கிறோம் என்பதைக் கூறுகிறோம். 72 மணி நேரத்துக்குள் வாரியத்துக்கு முழு அறிக்கை அனுப்பப்படும்.",
          },
        ],
      },
      {
        heading: { en: "Messaging and phone calls", ta: "செய்திகளும் தொலைபேசி அழைப்புகளும்" },
        paragraphs: [
          {
            en: "If you contact us on WhatsApp, your messages are also subject to WhatsApp's own privacy policy. Please do not send detailed medical information by message unless we ask for it.",
            ta: "நீங்கள் WhatsApp மூலம் எங்களைத் தொடர்புகொண்டால், உங்கள் செய்திகளுக்கு WhatsApp-இன் சொந்தத் தனியுரிமைக் கொள்கையும் பொருந்தும். நாங்கள் கேட்டாலன்றி, விரிவான மருத்துவத் தகவல்களைத் தயவுசெய்து செய்தி மூலம் அனுப்ப வேண்டாம்.",
          },
        ],
      },
      {
        heading: CONTACT,
        paragraphs: [
          {
            // the grievance contact (DPDP Act s.8(10)): GRIEVANCE_* in configuration, else the doctor at the clinic
            en: `For any privacy question, request or complaint, contact ${g.name}, who handles them for the clinic: write to ${g.email}, call ${g.phone}, or visit us at ${c.address}. We reply within 30 days.`,
            ta: `தனியுரிமை தொடர்பான எந்தக் கேள்வி, கோரிக்கை அல்லது புகாருக்கும், கிளினிக்கின் சார்பில் அவற்றைக் கையாளும் ${g.names.ta} அவர்களைத் தொடர்புகொள்ளுங்கள்: ${g.email} என்ற முகவரிக்கு எழுதுங்கள், ${g.phone} என்ற எண்ணில் அழையுங்கள், அல்லது ${c.address} என்ற முகவரியில் எங்களை நேரில் சந்தியுங்கள். 30 நாட்களுக்குள் பதில் அளிப்போம்.`,
          },
        ],
      },
    ],
  };
}

export function termsOfService(c: Identity): LegalDocument {
  const city = cityOf(c.address);
  return {
    title: { en: "Terms of Service", ta: "சேவை விதிமுறைகள்" },
    intro: {
      en: `These terms apply to appointments booked with ${c.name} through this website, by phone or on WhatsApp, and to your use of this website. By booking an appointment you agree to them.`,
      ta: `இந்த இணையதளம், தொலைபேசி அல்லது WhatsApp மூலம் ${c.name}-இல் செய்யப்படும் முன்பதிவுகளுக்கும், நீங்கள் இந்த இணையதளத்தைப் பயன்படுத்துவதற்கும் இந்த விதிமுறைகள் பொருந்தும். முன்பதிவு செய்வதன் மூலம் இவற்றை நீங்கள் ஏற்றுக்கொள்கிறீர்கள்.`,
    },
    sections: [
      {
        heading: { en: "Appointments", ta: "முன்பதிவுகள்" },
        items: [
          {
            en: "Consultations are held Monday to Saturday, 6:00 PM to 9:00 PM. Sunday: by appointment only.",
            ta: "ஆலோசனைகள் திங்கள் முதல் சனி வரை, மாலை 6:00 மணி முதல் இரவு 9:00 மணி வரை நடைபெறும். ஞாயிறு: முன்கூட்டியே ஏற்பாடு செய்த முன்பதிவுகள் மட்டும்.",
          },
          {
            en: "An online booking is confirmed as soon as it is made; the clinic sends its details to the e-mail you gave and, if you agreed, on WhatsApp.",
            ta: "ஆன்லைன் முன்பதிவு செய்தவுடனேயே உறுதிசெய்யப்படுகிறது; அதன் விவரங்களைக் கிளினிக் நீங்கள் கொடுத்த மின்னஞ்சலுக்கும், நீங்கள் ஒப்புக்கொண்டிருந்தால் WhatsApp-இலும் அனுப்பும்.",
          },
          {
            en: `Please arrive ${TERMS_ARRIVE_EARLY_MINUTES} minutes early for registration. If you arrive late, we may need to reschedule you.`,
            ta: `பதிவு செய்வதற்காகத் தயவுசெய்து ${TERMS_ARRIVE_EARLY_MINUTES} நிமிடங்கள் முன்னதாக வாருங்கள். தாமதமாக வந்தால், உங்கள் முன்பதிவை வேறு நேரத்துக்கு மாற்ற வேண்டியிருக்கலாம்.`,
          },
          {
            en: "Emergencies sometimes delay consultations; we appreciate your patience and will keep you informed.",
            ta: "அவசர சிகிச்சைகளால் சில நேரங்களில் ஆலோசனைகள் தாமதமாகலாம்; உங்கள் பொறுமைக்கு நன்றி, நிலவரத்தை உங்களுக்குத் தெரிவித்துக்கொண்டே இருப்போம்.",
          },
        ],
      },
      {
        heading: { en: "Cancellations and rescheduling", ta: "ரத்து செய்தலும் நேர மாற்றமும்" },
        paragraphs: [
          {
            en: `Please give at least ${CANCELLATION_NOTICE_HOURS}-hour cancellation notice so that another patient can use the slot. You can cancel or reschedule by phone or WhatsApp.`,
            ta: `அந்த நேரத்தை வேறொரு நோயாளி பயன்படுத்த வசதியாக, ரத்து செய்வதாக இருந்தால் குறைந்தது ${CANCELLATION_NOTICE_HOURS} மணி நேரத்துக்கு முன்பே தயவுசெய்து தெரிவியுங்கள். தொலைபேசி அல்லது WhatsApp மூலம் முன்பதிவை ரத்து செய்யலாம் அல்லது வேறு நேரத்துக்கு மாற்றலாம்.`,
          },
        ],
      },
      {
        heading: { en: "Payment", ta: "கட்டணம்" },
        items: [
          {
            en: "Payment is due at the time of service, by cash, credit/debit card, UPI or approved insurance.",
            ta: "சேவை பெறும் நேரத்திலேயே ரொக்கம், கிரெடிட்/டெபிட் கார்டு, UPI அல்லது ஒப்புதல் பெற்ற காப்பீடு மூலம் கட்டணம் செலுத்த வேண்டும்.",
          },
          {
            en: "Estimates for procedures are given in advance and may change if the procedure changes for medical reasons.",
            ta: "சிகிச்சை நடைமுறைகளுக்கான (procedures) மதிப்பீட்டுத் தொகை (estimate) முன்கூட்டியே தெரிவிக்கப்படும்; மருத்துவக் காரணங்களால் நடைமுறை மாறினால் அந்தத் தொகையும் மாறலாம்.",
          },
          {
            en: "For insurance claims, you remain responsible for amounts your insurer does not cover.",
            ta: "காப்பீட்டுக் கோரிக்கைகளில் (insurance claims), உங்கள் காப்பீட்டு நிறுவனம் ஏற்காத தொகைக்கு நீங்களே பொறுப்பு.",
          },
        ],
      },
      {
        heading: { en: "Emergencies", ta: "அவசர நிலைகள்" },
        paragraphs: [
          {
            en: "This website and online booking are not for emergencies. In a medical emergency, call 108 for an ambulance or go to the nearest emergency department. Existing patients may also call the clinic's 24/7 emergency line.",
            ta: "இந்த இணையதளமும் ஆன்லைன் முன்பதிவும் அவசர நிலைகளுக்கானவை அல்ல. மருத்துவ அவசர நிலையில், ஆம்புலன்ஸுக்கு 108 என்ற எண்ணை அழையுங்கள் அல்லது அருகிலுள்ள அவசர சிகிச்சைப் பிரிவுக்குச் செல்லுங்கள். ஏற்கெனவே எங்களிடம் சிகிச்சை பெறும் நோயாளிகள் கிளினிக்கின் 24/7 அவசர உதவி எண்ணையும் அழைக்கலாம்.",
          },
        ],
      },
      {
        heading: { en: "Medical information on this website", ta: "இந்த இணையதளத்தில் உள்ள மருத்துவத் தகவல்கள்" },
        paragraphs: [
          {
            en: "Information on this website is general and educational. It does not replace a consultation, diagnosis or treatment by a qualified doctor who has examined you.",
            ta: "இந்த இணையதளத்தில் உள்ள தகவல்கள் பொதுவானவை, விழிப்புணர்வுக்கானவை. உங்களை நேரில் பரிசோதித்த தகுதியுள்ள மருத்துவரின் ஆலோசனை, நோயறிதல் (diagnosis) அல்லது சிகிச்சைக்கு இவை மாற்றாகாது.",
          },
        ],
      },
      {
        heading: { en: "Your responsibilities", ta: "உங்கள் பொறுப்புகள்" },
        items: [
          {
            en: "Give accurate and complete information about your health, medicines and allergies.",
            ta: "உங்கள் உடல்நிலை, மருந்துகள், ஒவ்வாமைகள் (allergies) பற்றிய சரியான, முழுமையான தகவல்களைத் தாருங்கள்.",
          },
          {
            en: "Follow the treatment plan agreed with the doctor and attend follow-up visits.",
            ta: "மருத்துவருடன் ஒப்புக்கொண்ட சிகிச்சைத் திட்டத்தைப் பின்பற்றுங்கள்; தொடர் பரிசோதனைகளுக்கு (follow-up) தவறாமல் வாருங்கள்.",
          },
          {
            en: "Treat staff and other patients with courtesy.",
            ta: "ஊழியர்களிடமும் மற்ற நோயாளிகளிடமும் மரியாதையுடன் நடந்துகொள்ளுங்கள்.",
          },
        ],
      },
      {
        heading: { en: "Changes and governing law", ta: "மாற்றங்களும் பொருந்தும் சட்டமும்" },
        paragraphs: [
          {
            en: `We may update these terms; the date above shows the current version. These terms are governed by the laws of India, and disputes are subject to the courts of ${city}.`,
            ta: `இந்த விதிமுறைகளை நாங்கள் புதுப்பிக்கலாம்; மேலே உள்ள தேதி தற்போதைய பதிப்பைக் குறிக்கிறது. இந்த விதிமுறைகள் இந்தியச் சட்டங்களுக்கு (laws of India) உட்பட்டவை; இவை தொடர்பான தகராறுகள் (disputes) ${city} நீதிமன்றங்களின் அதிகார வரம்புக்கு (jurisdiction) உட்பட்டவை.`,
          },
        ],
      },
      {
        heading: CONTACT,
        paragraphs: [
          {
            en: `Questions about these terms: ${c.email} or ${c.phone}.`,
            ta: `இந்த விதிமுறைகள் பற்றிய கேள்விகளுக்கு: ${c.email} அல்லது ${c.phone}.`,
          },
        ],
      },
    ],
  };
}

function cityOf(address: string): string {
  return address.split(",").at(-2)?.trim() || "Chennai";
}
