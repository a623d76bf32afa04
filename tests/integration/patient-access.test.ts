/**
 * Authors and who opened what (FEATURES.md §9) through the real handlers: a note names its
 * author (a note from before staff accounts names the owner); reading a profile or downloading
 * a report writes `patient.viewed` once per visit, not per refresh; the owner reads the log
 * (by display name), others may not; the patient's export carries it.
 */
import JSZip from "jszip";
import { GET as accessLogRoute } from "@/app/api/admin/patient/[key]/access-log/route";
import { POST as exportRoute } from "@/app/api/admin/patient/[key]/export/route";
import { setNow } from "@/lib/shared/clock";
import { db } from "@/lib/server/db";
import { adminCookie, staffCookie } from "../fixtures/admin";
import { adminRequest, answer } from "../fixtures/http";
import { addNote, getPatient, seedPatient, useCookie } from "../fixtures/patients";

const T0 = new Date("2026-11-24T12:00:00Z");
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);
const ctx = (id: number) => ({ params: Promise.resolve({ key: String(id) }) });

let owner: string;
let doctor: string;
let desk: string;
let patientId: number;

const accessLog = (cookie: string) =>
  accessLogRoute(adminRequest(`/api/admin/patient/${patientId}/access-log`, { cookie }), ctx(patientId)).then(answer);

beforeAll(async () => {
  owner = await adminCookie();
  doctor = await staffCookie("doctor", "dr.ravi");
  desk = await staffCookie("desk", "priya.desk");
  await db().admin.update({ where: { username: "dr.ravi" }, data: { displayName: "Dr. Ravi" } });
  await db().admin.update({ where: { username: "priya.desk" }, data: { displayName: "Priya" } });
  patientId = (await seedPatient({ name: "Kamala Ramasamy", phone: "9840012345" })).id;
});

afterEach(() => setNow(null));

describe("authors", () => {
  it("a note names the doctor who wrote it; one from before staff accounts names the owner", async () => {
    setNow(T0);
    useCookie(doctor);
    const added = await addNote({
      patientIdentifier: String(patientId),
      note: "BP 150/95",
      consultationDate: "2026-11-24",
    });
    expect(added.status).toBe(201);
    expect(added.body.note).toMatchObject({ author: "Dr. Ravi" });
    await db().note.create({
      data: { patientId, timestamp: "before-staff", consultationDate: "2026-10-01", note: "Old note" },
    });
    const { body } = await getPatient(String(patientId));
    const notes = (body.patient as { notes: { note: string; author: string }[] }).notes;
    expect(notes.map((n) => [n.note, n.author])).toEqual(
      expect.arrayContaining([
        ["BP 150/95", "Dr. Ravi"],
        ["Old note", "Owner (before staff accounts)"],
      ]),
    );
  });
});

describe("who opened what", () => {
  it("one visit is one entry: refreshes within ten minutes add nothing, a later visit adds one", async () => {
    await db().auditLog.deleteMany({ where: { action: "patient.viewed" } });
    useCookie(desk);
    setNow(minutes(0));
    for (let i = 0; i < 5; i++) expect((await getPatient(String(patientId))).status).toBe(200);
    setNow(minutes(3));
    await getPatient(String(patientId));
    useCookie(doctor);
    await getPatient(String(patientId));
    setNow(minutes(30));
    useCookie(desk);
    await getPatient(String(patientId));
    const rows = await db().auditLog.findMany({ where: { action: "patient.viewed" }, orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.actor, r.target, r.detail])).toEqual([
      ["priya.desk", String(patientId), "profile"],
      ["dr.ravi", String(patientId), "profile, notes, reports"],
      ["priya.desk", String(patientId), "profile"],
    ]);
    // in the tamper-evident chain like every entry
    expect(rows.every((r) => r.hash !== null)).toBe(true);
  });

  it("the owner reads the log by display name, newest first; the doctor and the desk may not (403)", async () => {
    const { status, body } = await accessLog(owner);
    expect(status).toBe(200);
    const entries = body.entries as { at: string; actor: string; what: string }[];
    expect(entries.map((e) => [e.actor, e.what]).slice(0, 3)).toEqual([
      ["Priya", "profile"],
      ["Dr. Ravi", "profile, notes, reports"],
      ["Priya", "profile"],
    ]);
    expect(entries[0].at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await accessLog(doctor)).status).toBe(403);
    expect((await accessLog(desk)).status).toBe(403);
  });

  it("the patient's export carries the access log", async () => {
    const res = await exportRoute(
      adminRequest(`/api/admin/patient/${patientId}/export`, { method: "POST", cookie: owner }),
      ctx(patientId),
    );
    expect(res.status).toBe(200);
    const zip = await JSZip.loadAsync(Buffer.from(await res.arrayBuffer()));
    const data = JSON.parse(await zip.file("patient.json")!.async("string"));
    expect(data.accessLog).toEqual(
      expect.arrayContaining([
        { at: expect.any(String), actor: "Priya", what: "profile" },
        // the export itself is in the log it carries (issue 41 G6)
        { at: expect.any(String), actor: expect.any(String), what: "export" },
      ]),
    );
  });
});
