/**
 * Reports from patients (FEATURES.md §14, decision 042 point 3), through the real handlers with
 * the clock pinned (Tuesday 24 November 2026, noon IST): the manage link's upload (PDF, JPEG,
 * PNG; content checked; 10 MB; five per appointment; only while the appointment is to come),
 * the doctor's Reports inbox (newest first, the desk refused), the report opened inline under a
 * sandbox, its values filed into the flowsheet with their report and their flag against the
 * reference ranges, and filing it out of the inbox.
 */
import { POST as reportsPOST, GET as reportsGET } from "@/app/api/appointments/manage/[token]/reports/route";
import { GET as inboxGET } from "@/app/api/admin/reports/inbox/route";
import { POST as filedPOST } from "@/app/api/admin/reports/[id]/filed/route";
import { GET as viewGET } from "@/app/api/admin/reports/[id]/view/route";
import { LAB_RANGES } from "@/lib/content/lab-ranges";
import { db } from "@/lib/server/db";
import { manageLimiter } from "@/lib/server/rate-limit";
import { MAX_UPLOAD_BYTES } from "@/lib/shared/validation/patient-reports";
import { staffCookie } from "../fixtures/admin";
import { consultCalls } from "../fixtures/consult";
import { BOUNDARY, filesInUploads, jpegBytes, multipart, pdfBytes, pdfOfSize, pngBytes } from "../fixtures/files";
import { adminRequest, answer } from "../fixtures/http";
import { manageIp, seedManaged } from "../fixtures/manage";
import { setUpPatientsSuite } from "../fixtures/patients";

jest.setTimeout(30_000);

const cookies = { doctor: "", desk: "", assistant: "", owner: "" };
setUpPatientsSuite(async () => {
  manageLimiter.reset();
  cookies.doctor = await staffCookie("doctor");
  cookies.desk = await staffCookie("desk");
  cookies.assistant = await staffCookie("assistant");
  cookies.owner = await staffCookie("owner");
});
const as = consultCalls(() => cookies.doctor);

const tokenCtx = (token: string) => ({ params: Promise.resolve({ token }) });
const idCtx = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

/** The patient sends `fileName` by their link. */
function send(token: string, fileName: string, data: Buffer) {
  const body = multipart([{ name: "file", fileName, data }]);
  const req = new Request(`http://localhost/api/appointments/manage/${token}/reports`, {
    method: "POST",
    headers: {
      "x-forwarded-for": manageIp(),
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      "content-length": String(body.length),
    },
    body: new Uint8Array(body),
  });
  return reportsPOST(req, tokenCtx(token)).then(answer);
}
const sent = (token: string) =>
  reportsGET(
    new Request(`http://localhost/api/appointments/manage/${token}/reports`, {
      headers: { "x-forwarded-for": manageIp() },
    }),
    tokenCtx(token),
  ).then(answer);
const inbox = (cookie: string) =>
  inboxGET(adminRequest("/api/admin/reports/inbox", { cookie }), undefined).then(answer);
const file = (cookie: string, id: number) =>
  filedPOST(adminRequest(`/api/admin/reports/${id}/filed`, { cookie, method: "POST" }), idCtx(id)).then(answer);
const view = (cookie: string, id: number) =>
  viewGET(adminRequest(`/api/admin/reports/${id}/view`, { cookie }), idCtx(id));

/** An appointment still to come (tomorrow evening), with its link. */
async function upcoming(name = "Meena Sundaram", date = "2026-11-25") {
  const [{ appointment, token }] = await seedManaged({ name, date, time: "18:00" });
  return { appointment, token };
}

type Inboxed = { id: number; patientId: number; name: string; fileName: string; fromPatient: boolean } & Record<
  string,
  unknown
>;

describe("the manage link's upload", () => {
  it("a PDF, a JPEG and a PNG: 201, stored as the patient's reports marked from the patient, listed for the link", async () => {
    const { appointment, token } = await upcoming();
    const pdf = await send(token, "lipid profile.pdf", pdfBytes());
    expect(pdf.status).toBe(201);
    expect(pdf.body).toMatchObject({
      success: true,
      report: { fileName: "lipid profile.pdf" },
      left: 4,
      open: true,
    });
    expect((await send(token, "ecg.jpg", jpegBytes())).status).toBe(201);
    expect((await send(token, "echo.PNG", pngBytes())).status).toBe(201);

    const rows = await db().report.findMany({ orderBy: { id: "asc" } });
    expect(
      rows.map((r) => [r.originalName, r.mimeType, r.fromPatient, r.appointmentId, r.patientId, r.filedAt]),
    ).toEqual([
      ["lipid profile.pdf", "application/pdf", true, appointment.id, appointment.patientId, null],
      ["ecg.jpg", "image/jpeg", true, appointment.id, appointment.patientId, null],
      ["echo.PNG", "image/png", true, appointment.id, appointment.patientId, null],
    ]);
    const list = await sent(token);
    expect(list.status).toBe(200);
    expect((list.body.reports as { fileName: string }[]).map((r) => r.fileName)).toEqual([
      "lipid profile.pdf",
      "ecg.jpg",
      "echo.PNG",
    ]);
    expect(list.body).toMatchObject({ left: 2, open: true });
    const audit = await db().auditLog.findMany({ where: { action: "report.upload" } });
    expect(audit).toHaveLength(3);
    expect(audit[0].actor).toBe("patient (manage link)");
  });

  it("content that is not what its name says, or not a PDF/JPEG/PNG at all: 400 with a code, nothing kept", async () => {
    const { token } = await upcoming();
    const fakePdf = await send(token, "report.pdf", Buffer.from("just some text, not a PDF\n"));
    expect(fakePdf.status).toBe(400);
    expect(fakePdf.body).toMatchObject({ success: false, code: "report_file_invalid" });
    const exe = await send(token, "photo.png", Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]));
    expect(exe.status).toBe(400);
    expect(exe.body.code).toBe("report_file_invalid");
    const word = await send(
      token,
      "letter.doc",
      Buffer.concat([Buffer.from("d0cf11e0a1b11ae1", "hex"), Buffer.alloc(504)]),
    );
    expect(word.status).toBe(400);
    expect(word.body.code).toBe("report_file_invalid");
    expect(await db().report.count()).toBe(0);
    expect(filesInUploads()).toEqual([]);
  });

  it("a file over 10 MB: 413, nothing kept", async () => {
    const { token } = await upcoming();
    const big = await send(token, "scan.pdf", pdfOfSize(MAX_UPLOAD_BYTES + 1024));
    expect(big.status).toBe(413);
    expect(big.body.success).toBe(false);
    expect(await db().report.count()).toBe(0);
    expect(filesInUploads()).toEqual([]);
  });

  it("five per appointment: the sixth is 409 too_many_reports; another appointment's link has its own five", async () => {
    const { token } = await upcoming();
    for (let i = 1; i <= 5; i++) expect((await send(token, `page ${i}.pdf`, pdfBytes())).status).toBe(201);
    const sixth = await send(token, "page 6.pdf", pdfBytes());
    expect(sixth.status).toBe(409);
    expect(sixth.body).toMatchObject({ success: false, code: "too_many_reports", values: { max: 5 } });
    expect(await db().report.count()).toBe(5);
    expect(filesInUploads()).toHaveLength(5);
    expect((await sent(token)).body).toMatchObject({ left: 0 });

    const other = await upcoming("Ravi Kumar", "2026-11-26");
    expect((await send(other.token, "page 1.pdf", pdfBytes())).status).toBe(201);
  });

  it("only for an appointment still to come: a past or cancelled one is 409 reports_closed; an unknown link 404", async () => {
    const [{ token: past }] = await seedManaged({
      name: "Old Visit",
      date: "2026-11-20",
      time: "18:00",
      status: "Done",
    });
    const closed = await send(past, "report.pdf", pdfBytes());
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe("reports_closed");
    const [{ token: cancelled }] = await seedManaged({
      name: "Changed Plans",
      date: "2026-11-27",
      time: "18:00",
      status: "Cancelled",
    });
    expect((await send(cancelled, "report.pdf", pdfBytes())).body.code).toBe("reports_closed");
    expect((await sent(past)).body).toMatchObject({ open: false, reports: [] });
    expect((await send("A".repeat(32), "report.pdf", pdfBytes())).status).toBe(404);
    // tonight's own appointment still takes them
    const tonight = await upcoming("Tonight Patient", "2026-11-24");
    expect((await send(tonight.token, "report.pdf", pdfBytes())).status).toBe(201);
    expect(await db().report.count()).toBe(1);
  });
});

describe("the Reports inbox", () => {
  it("every report not filed, newest first, for the doctor and the owner; the desk and the assistant 403", async () => {
    const a = await upcoming("Meena Sundaram");
    const b = await upcoming("Ravi Kumar", "2026-11-26");
    await send(a.token, "first.pdf", pdfBytes());
    await send(b.token, "second.png", pngBytes());
    await send(a.token, "third.jpg", jpegBytes());
    const answer = await inbox(cookies.doctor);
    expect(answer.status).toBe(200);
    const reports = answer.body.reports as Inboxed[];
    expect(reports.map((r) => [r.fileName, r.name, r.fromPatient])).toEqual([
      ["third.jpg", "Meena Sundaram", true],
      ["second.png", "Ravi Kumar", true],
      ["first.pdf", "Meena Sundaram", true],
    ]);
    expect(reports[0]).toMatchObject({ patientId: a.appointment.patientId, flags: [] });
    expect(typeof reports[0].uploadedAt).toBe("string");
    expect((await inbox(cookies.owner)).status).toBe(200);
    for (const cookie of [cookies.desk, cookies.assistant]) {
      const refused = await inbox(cookie);
      expect(refused.status).toBe(403);
      expect(refused.body.success).toBe(false);
    }
  });

  it("opens a report inline under a CSP sandbox, audited; the desk 403", async () => {
    const { token } = await upcoming();
    const id = ((await send(token, "echo.png", pngBytes())).body.report as { id: number }).id;
    const res = await view(cookies.doctor, id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toMatch(/^inline; filename=/);
    expect(res.headers.get("content-security-policy")).toMatch(/^sandbox;/);
    expect(Buffer.from(await res.arrayBuffer()).equals(pngBytes())).toBe(true);
    expect(await db().auditLog.count({ where: { action: "report.view" } })).toBe(1);
    expect((await view(cookies.desk, id)).status).toBe(403);
    expect((await view(cookies.doctor, 999999)).status).toBe(404);
  });

  it("its values filed with the report: stored on the lab rows, the flowsheet's points carry the report and their flag", async () => {
    // the ranges these values are judged against, pinned here
    expect(LAB_RANGES.ldl).toEqual({ max: 99 });
    expect(LAB_RANGES.hdl).toEqual({ min: 40 });
    expect(LAB_RANGES.potassium).toEqual({ min: 3.5, max: 5 });
    const { appointment, token } = await upcoming();
    const reportId = ((await send(token, "lipids.pdf", pdfBytes())).body.report as { id: number }).id;
    const added = await as.labs(appointment.patientId, {
      date: "2026-11-22",
      reportId,
      results: [
        { code: "ldl", value: 190 },
        { code: "hdl", value: 32 },
        { code: "potassium", value: 4.2 },
      ],
    });
    expect(added.status).toBe(201);
    const rows = await db().labResult.findMany({ orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.code, r.reportId])).toEqual([
      ["ldl", reportId],
      ["hdl", reportId],
      ["potassium", reportId],
    ]);
    await as.labs(appointment.patientId, { date: "2026-11-23", results: [{ code: "ldl", value: 88 }] });

    const series = (await as.flowsheet(appointment.patientId)).body.series as Record<string, unknown[]>;
    expect(series.ldl).toEqual([
      { date: "2026-11-22", value: 190, unit: "mg/dL", reportId, flag: "high" },
      { date: "2026-11-23", value: 88, unit: "mg/dL", reportId: null, flag: null },
    ]);
    expect(series.hdl).toEqual([{ date: "2026-11-22", value: 32, unit: "mg/dL", reportId, flag: "low" }]);
    expect(series.potassium).toEqual([{ date: "2026-11-22", value: 4.2, unit: "mmol/L", reportId, flag: null }]);

    // the inbox says what is out of range
    const [item] = (await inbox(cookies.doctor)).body.reports as Inboxed[];
    expect(item.flags).toEqual([
      { code: "ldl", value: 190, unit: "mg/dL", flag: "high" },
      { code: "hdl", value: 32, unit: "mg/dL", flag: "low" },
    ]);
  });

  it("someone else's report is refused (400), nothing stored", async () => {
    const mine = await upcoming("Meena Sundaram");
    const theirs = await upcoming("Ravi Kumar", "2026-11-26");
    const reportId = ((await send(theirs.token, "theirs.pdf", pdfBytes())).body.report as { id: number }).id;
    const refused = await as.labs(mine.appointment.patientId, {
      date: "2026-11-22",
      reportId,
      results: [{ code: "ldl", value: 120 }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.success).toBe(false);
    expect(await db().labResult.count()).toBe(0);
  });

  it("filed: 200 with when and by whom, audited once, out of the inbox; again the same 200; the desk 403", async () => {
    const { token } = await upcoming();
    const first = ((await send(token, "first.pdf", pdfBytes())).body.report as { id: number }).id;
    await send(token, "second.pdf", pdfBytes());
    expect((await file(cookies.desk, first)).status).toBe(403);
    const filed = await file(cookies.doctor, first);
    expect(filed.status).toBe(200);
    expect(filed.body).toMatchObject({ success: true, report: { id: first, filedBy: "test-doctor" } });
    const again = await file(cookies.owner, first);
    expect(again.status).toBe(200);
    expect(again.body.report).toEqual(filed.body.report);
    const row = await db().report.findUniqueOrThrow({ where: { id: first } });
    expect(row.filedBy).toBe("test-doctor");
    expect(row.filedAt).not.toBeNull();
    expect(await db().auditLog.count({ where: { action: "report.file" } })).toBe(1);
    const left = (await inbox(cookies.doctor)).body.reports as Inboxed[];
    expect(left.map((r) => r.fileName)).toEqual(["second.pdf"]);
    expect((await file(cookies.doctor, 999999)).status).toBe(404);
  });
});
