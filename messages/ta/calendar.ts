import type { calendar as en } from "../en/calendar";

/** Tamil words of the calendar file: the same keys and placeholders as en/calendar.ts. */
export const calendar: typeof en = {
  arrivalAdvice:
    "தயவுசெய்து 15 நிமிடங்கள் முன்னதாக வாருங்கள்; முந்தைய மருத்துவப் பதிவுகளையும், தற்போது எடுத்துக்கொள்ளும் மருந்துகளின் பட்டியலையும் கொண்டு வாருங்கள்.",
  title: "மருத்துவர் முன்பதிவு — {clinic}",
  titleWithService: "{service} — {clinic}",
  cancelledTitle: "ரத்து செய்யப்பட்டது: {title}",
  about: "{name} அவர்களின் முன்பதிவு.",
  aboutPatient: "உங்கள் முன்பதிவு.",
  aboutWithService: "{name} அவர்களின் முன்பதிவு: {service}.",
  cancelled: "இந்த முன்பதிவு ரத்து செய்யப்பட்டுள்ளது.",
  phone: "கிளினிக் தொலைபேசி: {phone}",
  manage: "மாற்ற அல்லது ரத்து செய்ய: {url}",
  alarm: "கிளினிக்கில் உங்கள் முன்பதிவு",
};
