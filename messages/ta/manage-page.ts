import type { managePage as en } from "../en/manage-page";

/** Tamil words of the `managePage` namespace: the same keys and placeholders as en/manage-page.ts. */
export const managePage: typeof en = {
  title: "உங்கள் முன்பதிவு",
  eyebrow: "உங்கள் முன்பதிவு",
  hello: "வணக்கம்",
  helloName: "வணக்கம், {name}",
  busyEyebrow: "சற்றுப் பொறுக்கவும்",
  busyTitle: "மிக அதிகமான கோரிக்கைகள்",
  invalidEyebrow: "முன்பதிவு இணைப்பு",
  invalidTitle: "இந்த இணைப்பு செல்லாது",
  call: "அழைக்க",
  footer: "{hours} · ஞாயிறு விடுமுறை",
};
