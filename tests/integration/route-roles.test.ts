/**
 * Roles (FEATURES.md §9), for every route that exists now or is added later: walks every
 * app/api/**\/route.ts and proves each admin handler declares who may call it, that a `desk`
 * session gets 403 {success:false, message} on every clinical call and every call it is not
 * named on, and a `doctor` on the owner's. Refused before the handler runs, so the dummy
 * values below never reach one.
 */
import { rolesOf } from "@/lib/server/api";
import { db } from "@/lib/server/db";
import { staffCookie } from "../fixtures/admin";
import { adminRequest, answer } from "../fixtures/http";
import { apiCalls, callWithDummies, PUBLIC_CALLS } from "../fixtures/routes";
import { seedPatient } from "../fixtures/patients";

/** Medical records: never the desk's (FEATURES.md §9). A route added for them joins here. */
const CLINICAL_CALLS = [
  "POST /api/admin/patient/notes",
  "PATCH /api/admin/patient/notes/[key]",
  "DELETE /api/admin/patient/notes/[key]",
  "POST /api/admin/patient/reports/upload",
  "GET /api/admin/patient/reports/download/[key]",
  "DELETE /api/admin/patient/reports/[key]",
  "POST /api/admin/patient/[key]/export",
  // the consulting room (FEATURES.md §10)
  "GET /api/admin/visits/[id]",
  "POST /api/admin/visits/[id]/finish",
  "POST /api/admin/visits/[id]/addenda",
  "GET /api/admin/patient/[key]/visits",
  "PATCH /api/admin/patient/[key]/clinical",
  // prescriptions (FEATURES.md §11): drafts, the drug list and templates are the doctor's
  "PUT /api/admin/visits/[id]/prescription",
  "POST /api/admin/visits/[id]/prescription/finalise",
  "POST /api/admin/visits/[id]/prescription/repeat-last",
  "GET /api/admin/drugs",
  "POST /api/admin/drugs",
  "GET /api/admin/prescription-templates",
  "POST /api/admin/prescription-templates",
  // letters and certificates (FEATURES.md §14): signed and listed by the doctor and the owner
  "GET /api/admin/visits/[id]/documents",
  "POST /api/admin/visits/[id]/documents",
  // merging two records moves clinical ones (issue 40)
  "GET /api/admin/patients/merge",
  "POST /api/admin/patients/merge",
  "POST /api/admin/patients/merge/undo",
  // the Reports inbox (FEATURES.md §14): the doctor's and the owner's
  "GET /api/admin/reports/inbox",
  "GET /api/admin/reports/[id]/view",
  "POST /api/admin/reports/[id]/filed",
];

/**
 * Vitals and labs (issue 40, decision 036): the doctor's, the owner's and the assistant's —
 * the assistant's for tonight's patients only (tests/integration/assistant-role.test.ts).
 */
const VITALS_CALLS = [
  "POST /api/admin/visits",
  "PATCH /api/admin/visits/[id]",
  "POST /api/admin/patient/[key]/labs",
  "GET /api/admin/patient/[key]/flowsheet",
  "GET /api/admin/patient/[key]/chart",
];

/** Everyone signed in: their own session, password and two-factor, and tonight's list (who is here). */
const EVERYONE_CALLS = [
  "GET /api/admin/session",
  "POST /api/admin/logout",
  "POST /api/admin/account/password",
  "POST /api/admin/two-factor/setup",
  "POST /api/admin/two-factor/enable",
  "POST /api/admin/two-factor/disable",
  "GET /api/admin/queue",
];

/** The owner's alone (FEATURES.md §9: staff, backups, the audit log). */
const OWNER_CALLS = [
  "GET /api/admin/staff",
  "POST /api/admin/staff",
  "PATCH /api/admin/staff/[id]",
  "POST /api/admin/staff/[id]/reset-two-factor",
  "GET /api/admin/audit",
  "POST /api/admin/backup/create",
  "GET /api/admin/backup/download",
  // closing a day's books (FEATURES.md §13)
  "POST /api/admin/collections/close",
];

const calls = apiCalls().filter((c) => !PUBLIC_CALLS.has(c.name));
let desk: string;
let doctor: string;
let assistant: string;

beforeAll(async () => {
  desk = await staffCookie("desk");
  doctor = await staffCookie("doctor");
  assistant = await staffCookie("assistant");
});

describe("every admin handler declares its roles", () => {
  it("walks the route files (so an empty walk cannot pass)", () => {
    expect(calls.map((c) => c.name)).toEqual(
      expect.arrayContaining([...CLINICAL_CALLS, ...OWNER_CALLS, ...VITALS_CALLS, ...EVERYONE_CALLS]),
    );
  });

  it.each(calls.map((c) => [c.name, c] as const))("%s names who may call it", (_name, c) => {
    const roles = rolesOf(c.handler);
    expect(roles).toBeDefined();
    expect(roles!.length).toBeGreaterThan(0);
    // the owner may do everything (FEATURES.md §9)
    expect(roles).toContain("owner");
  });

  it("the clinical calls are the owner's and the doctor's only, the owner's calls the owner's", () => {
    const named = new Map(calls.map((c) => [c.name, rolesOf(c.handler)]));
    for (const name of CLINICAL_CALLS) expect([name, named.get(name)]).toEqual([name, ["owner", "doctor"]]);
    for (const name of OWNER_CALLS) expect([name, named.get(name)]).toEqual([name, ["owner"]]);
    for (const name of VITALS_CALLS) expect([name, named.get(name)]).toEqual([name, ["owner", "doctor", "assistant"]]);
  });

  it("the assistant is named on the vitals calls and everyone's, on nothing else", () => {
    const forAssistant = calls.filter((c) => rolesOf(c.handler)?.includes("assistant")).map((c) => c.name);
    expect(forAssistant.sort()).toEqual([...VITALS_CALLS, ...EVERYONE_CALLS].sort());
    for (const name of EVERYONE_CALLS)
      expect([
        name,
        calls.find((c) => c.name === name) && rolesOf(calls.find((c) => c.name === name)!.handler),
      ]).toEqual([name, ["owner", "doctor", "desk", "assistant"]]);
  });
});

describe("a role gets 403 on what it is not named on", () => {
  const notFor = (role: "desk" | "doctor" | "assistant") => calls.filter((c) => !rolesOf(c.handler)?.includes(role));

  it("the desk is refused every clinical call", () => {
    expect(notFor("desk").map((c) => c.name)).toEqual(expect.arrayContaining(CLINICAL_CALLS));
  });

  it.each(notFor("desk").map((c) => [c.name, c] as const))("desk: %s → 403", async (_name, c) => {
    const { status, body } = await answer(await callWithDummies(c, { cookie: desk }));
    expect(status).toBe(403);
    expect(body).toMatchObject({ success: false, code: "forbidden", message: "Your role does not allow this." });
  });

  it("the assistant is refused notes, prescriptions, reports, billing, staff, exports, backups and the audit log", () => {
    const refused = notFor("assistant").map((c) => c.name);
    expect(refused).toEqual(expect.arrayContaining([...CLINICAL_CALLS, ...OWNER_CALLS]));
    expect(refused).toEqual(
      expect.arrayContaining([
        "POST /api/admin/bills",
        "POST /api/admin/bills/[id]/void",
        "GET /api/admin/collections",
        "POST /api/admin/queue/check-in",
        "GET /api/admin/patients",
      ]),
    );
  });

  it.each(notFor("assistant").map((c) => [c.name, c] as const))("assistant: %s → 403", async (_name, c) => {
    const { status, body } = await answer(await callWithDummies(c, { cookie: assistant }));
    expect(status).toBe(403);
    expect(body).toMatchObject({ success: false, code: "forbidden" });
  });

  it.each(notFor("doctor").map((c) => [c.name, c] as const))("doctor: %s → 403", async (_name, c) => {
    const { status } = await answer(await callWithDummies(c, { cookie: doctor }));
    expect(status).toBe(403);
  });
});

describe("the desk's patient profile", () => {
  it("leaves out the medical notes and reports, the doctor's has them", async () => {
    const patient = await seedPatient({ name: "Kamala Ramasamy", phone: "9840012345" });
    await db().note.create({
      data: { patientId: patient.id, timestamp: "n-1", consultationDate: "2026-11-24", note: "Chest pain on exertion" },
    });
    const { GET } = await import("@/app/api/admin/patient/[key]/route");
    const read = async (cookie: string) =>
      answer(
        await GET(adminRequest(`/api/admin/patient/${patient.id}`, { cookie }), {
          params: Promise.resolve({ key: String(patient.id) }),
        }),
      );
    const asDesk = await read(desk);
    expect(asDesk.status).toBe(200);
    const deskPatient = asDesk.body.patient as Record<string, unknown>;
    expect(deskPatient.name).toBe("Kamala Ramasamy");
    expect(deskPatient).not.toHaveProperty("notes");
    expect(deskPatient).not.toHaveProperty("reports");
    expect(JSON.stringify(asDesk.body)).not.toContain("Chest pain");
    const asDoctor = await read(doctor);
    expect(JSON.stringify((asDoctor.body.patient as { notes: unknown[] }).notes)).toContain("Chest pain on exertion");
  });
});
