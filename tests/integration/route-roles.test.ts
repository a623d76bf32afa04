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
  "GET /api/admin/patient/[key]/export",
  // the consulting room (FEATURES.md §10)
  "POST /api/admin/visits",
  "GET /api/admin/visits/[id]",
  "PATCH /api/admin/visits/[id]",
  "POST /api/admin/visits/[id]/finish",
  "POST /api/admin/visits/[id]/addenda",
  "GET /api/admin/patient/[key]/visits",
  "POST /api/admin/patient/[key]/labs",
  "GET /api/admin/patient/[key]/flowsheet",
  "PATCH /api/admin/patient/[key]/clinical",
  "GET /api/admin/patient/[key]/chart",
  // prescriptions (FEATURES.md §11): drafts, the drug list and templates are the doctor's
  "PUT /api/admin/visits/[id]/prescription",
  "POST /api/admin/visits/[id]/prescription/finalise",
  "POST /api/admin/visits/[id]/prescription/repeat-last",
  "GET /api/admin/drugs",
  "POST /api/admin/drugs",
  "GET /api/admin/prescription-templates",
  "POST /api/admin/prescription-templates",
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

beforeAll(async () => {
  desk = await staffCookie("desk");
  doctor = await staffCookie("doctor");
});

describe("every admin handler declares its roles", () => {
  it("walks the route files (so an empty walk cannot pass)", () => {
    expect(calls.map((c) => c.name)).toEqual(expect.arrayContaining([...CLINICAL_CALLS, ...OWNER_CALLS]));
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
  });
});

describe("a role gets 403 on what it is not named on", () => {
  const notFor = (role: "desk" | "doctor") => calls.filter((c) => !rolesOf(c.handler)?.includes(role));

  it("the desk is refused every clinical call", () => {
    expect(notFor("desk").map((c) => c.name)).toEqual(expect.arrayContaining(CLINICAL_CALLS));
  });

  it.each(notFor("desk").map((c) => [c.name, c] as const))("desk: %s → 403", async (_name, c) => {
    const { status, body } = await answer(await callWithDummies(c, { cookie: desk }));
    expect(status).toBe(403);
    expect(body).toMatchObject({ success: false, code: "forbidden", message: "Your role does not allow this." });
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
