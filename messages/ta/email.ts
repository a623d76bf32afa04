import type { email as en } from "../en/email";
import { calendar } from "./calendar";

/** Tamil words of the `email` namespace: the same keys and placeholders as en/email.ts. */
export const email: typeof en = {
  greeting: "வணக்கம் {name} அவர்களே,",
  greetingPatient: "அன்புள்ள நோயாளி அவர்களே,",
  patient: "நோயாளி",
  phone: "தொலைபேசி: {phone}",
  link: "{lead}: {link}",
  noLink: "மாற்றம் தேவைப்பட்டால், தயவுசெய்து {phone} என்ற எண்ணில் எங்களை அழைக்கவும்.",
  allAppointments: "உங்கள் எல்லா முன்பதிவுகளையும் பார்க்க: {link}",
  confirmation: {
    subject: "முன்பதிவு உறுதிசெய்யப்பட்டது: {date}, {time}",
    lead: "{clinic}-இல் உங்கள் முன்பதிவு {date} அன்று {time}க்கு உறுதிசெய்யப்பட்டுள்ளது.",
    linkLead: "முன்பதிவைப் பார்க்க, மாற்ற அல்லது ரத்து செய்ய",
  },
  reminder: {
    subject: "நினைவூட்டல்: {date} அன்று {time}க்கு உங்கள் முன்பதிவு",
    lead: "{clinic}-இல் {date} அன்று {time}க்கு உங்கள் முன்பதிவு உள்ளது என்பதை நினைவூட்டுகிறோம்.",
    linkLead: "முன்பதிவை மாற்ற அல்லது ரத்து செய்ய",
  },
  rescheduled: {
    subject: "முன்பதிவு மாற்றப்பட்டது: {date}, {time}",
    lead: "{clinic}-இல் உங்கள் முன்பதிவு {date} அன்று {time}க்கு மாற்றப்பட்டுள்ளது.",
    linkLead: "முன்பதிவைப் பார்க்க, மாற்ற அல்லது ரத்து செய்ய",
  },
  cancelled: {
    subject: "முன்பதிவு ரத்து செய்யப்பட்டது: {date}, {time}",
    lead: "{clinic}-இல் {date} அன்று {time}க்கு இருந்த உங்கள் முன்பதிவு ரத்து செய்யப்பட்டுள்ளது.",
    bookAgain: "மீண்டும் முன்பதிவு செய்ய: {bookUrl} அல்லது {phone} என்ற எண்ணில் அழைக்கவும்.",
  },
  closure: {
    subject:
      "{date} அன்று{part, select, yes { {from} முதல் {to} வரை} other {}} கிளினிக் மூடப்பட்டிருக்கும்: தயவுசெய்து வேறு நேரத்தைத் தேர்ந்தெடுக்கவும்",
    lead: "{date} அன்று{part, select, yes { {from} முதல் {to} வரை} other {}}{withReason, select, yes { ({reason})} other {}} கிளினிக் மூடப்பட்டிருக்கும். அதே நாளில் {time}க்கு உங்கள் முன்பதிவு பதிவாகியுள்ளது. சிரமத்திற்கு வருந்துகிறோம்.",
    linkLead: "தயவுசெய்து வேறு நேரத்தைத் தேர்ந்தெடுக்கவும் அல்லது இங்கே ரத்து செய்யவும்",
  },
  runningLate: {
    subject: "மருத்துவர் சுமார் {minutes} நிமிடங்கள் தாமதமாக இருக்கிறார்",
    lead: "இன்று மாலை மருத்துவர் சுமார் {minutes} நிமிடங்கள் தாமதமாக இருக்கிறார். {time}க்கான உங்கள் முன்பதிவு திட்டமிட்டதைவிடச் சற்றுத் தாமதமாகத் தொடங்கும். காத்திருப்புக்கு வருந்துகிறோம்.",
  },
  prescription: {
    subject: "{clinic} வழங்கிய உங்கள் மருந்துச் சீட்டு",
    lead: "{date} அன்று நீங்கள் வந்தபோது எழுதப்பட்ட உங்கள் மருந்துச் சீட்டு இணைக்கப்பட்டுள்ளது.",
  },
  recall: {
    subject: "{clinic}-இல் உங்கள் மறுபரிசோதனைக்கான நேரம்",
    lead: "மருத்துவர் உங்களை {month}-இல் மீண்டும் பார்க்க விரும்புகிறார்.",
    book: "நேரம் பதிவு செய்ய: {bookUrl} அல்லது {phone} என்ற எண்ணில் அழைக்கவும்.",
  },
  document: {
    subject: "{clinic} வழங்கிய கடிதம்",
    lead: "{date} அன்று நீங்கள் வந்தபோது எழுதப்பட்ட கடிதம் இணைக்கப்பட்டுள்ளது.",
  },
  /** a freed place offered from the waiting list (FEATURES.md §14): when, and the claim link — nothing medical */
  waitlistOffer: {
    subject: "{clinic}: {date} அன்று ஒரு நேரம் காலியாக உள்ளது",
    lead: "{date} அன்று {time}க்கு ஒரு நேரம் காலியாக உள்ளது. 30 நிமிடம் இது உங்களுக்காக வைக்கப்பட்டுள்ளது.",
    claim: "பெற்றுக்கொள்ள: {link}",
    stay: "நீங்கள் இதை எடுக்காவிட்டால், காத்திருப்புப் பட்டியலிலேயே இருப்பீர்கள். விலக, {phone} எண்ணை அழைக்கவும்.",
  },
  calendar,
};
