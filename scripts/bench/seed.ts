/**
 * Bulk seeding for benchmarks only: N patients, M appointments (distinct date × time slots),
 * K report files and C charts (patients with visits and labs), straight into a migrated database — hundreds of thousands of rows in
 * seconds, which the app's one-row-at-a-time API could not do. Provider-specific on purpose
 * (better-sqlite3 / pg); the application itself never does this.
 */
import { SLOT_TIMES } from "../../lib/shared/clinic-time";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { Client } from "pg";

export type SeedPlan = {
  patients: number;
  appointments: number;
  reports?: number;
  reportBytes?: number;
  uploadsDir?: string;
  /** patients with a chart: VISITS_EACH visits with vitals each, and every second one labs */
  charts?: number;
};

export const VISITS_EACH = 5;
const LAB_ROWS: [code: string, unit: string, value: number][] = [
  ["ldl", "mg/dL", 110],
  ["hdl", "mg/dL", 42],
  ["hba1c", "%", 6.8],
];
const LAB_DATES = ["2025-03-01", "2025-06-01", "2025-09-01", "2025-12-01"];

/** The k-th patient with a chart, spread evenly over the patients. */
export const chartPatientId = (plan: SeedPlan, k: number) =>
  1 + k * Math.max(1, Math.floor(plan.patients / Math.max(1, plan.charts ?? 1)));

const SERVICES = ["ECG", "Cardiac Consultation", "Echocardiography", "Heart Checkup", "Stress Test", "Angiography"];
const TIMES = SLOT_TIMES;
const FIRST = ["Lakshmi", "Arun", "Priya", "Karthik", "Meena", "Suresh", "Divya", "Ravi", "Anitha", "Vijay"];
const LAST = ["Raman", "Krishnan", "Subramanian", "Iyer", "Nair", "Reddy", "Pillai", "Menon", "Rao", "Natarajan"];

export function patientRow(i: number) {
  const name = `${FIRST[i % 10]} ${LAST[Math.floor(i / 10) % 10]} ${i}`;
  const phone = `9${String(800000000 + i).padStart(9, "0")}`;
  return {
    name,
    nameKey: name.toLowerCase(),
    email: `patient${i}@example.com`,
    phone,
    age: 20 + (i % 70),
    sex: ["Male", "Female", "Other"][i % 3],
  };
}

/** The j-th distinct slot, counting 13 a day from 2020-01-01. */
export function slotOf(j: number) {
  const date = new Date(Date.UTC(2020, 0, 1) + Math.floor(j / TIMES.length) * 86400_000).toISOString().slice(0, 10);
  return { date, time: TIMES[j % TIMES.length] };
}

function reportFiles(plan: SeedPlan): { storedName: string; size: number; sha256: string }[] {
  const count = plan.reports ?? 0;
  if (!count) return [];
  fs.mkdirSync(plan.uploadsDir!, { recursive: true });
  const files = [];
  for (let k = 0; k < count; k++) {
    const body = Buffer.concat([Buffer.from("%PDF-1.4\n"), crypto.randomBytes((plan.reportBytes ?? 50_000) - 9)]);
    const storedName = `${crypto.randomUUID()}.pdf`;
    fs.writeFileSync(path.join(plan.uploadsDir!, storedName), body);
    files.push({ storedName, size: body.length, sha256: crypto.createHash("sha256").update(body).digest("hex") });
  }
  return files;
}

export function seedSqlite(file: string, plan: SeedPlan): void {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  const now = new Date().toISOString();
  const insertPatient = db.prepare(
    `INSERT INTO "Patient" (id, name, nameKey, email, emailKey, phone, phoneKey, age, sex, createdAt, updatedAt) VALUES (?,?,?,?,?,?,?,?,?,?,?)`,
  );
  const insertAppointment = db.prepare(
    `INSERT INTO "Appointment" (timestamp, patientId, name, email, phone, age, sex, serviceRequired, preferredDate, preferredTime, additionalInfo, status, source, createdAt, activeSlot) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`,
  );
  const insertReport = db.prepare(
    `INSERT INTO "Report" (timestamp, patientId, reportName, reportType, uploadDate, originalName, storedName, mimeType, fileSize, sha256, createdAt) VALUES (?,?,?,?,?,?,?,?,?,?,?)`,
  );
  const insertVisit = db.prepare(
    `INSERT INTO "Visit" (patientId, date, status, systolic, diastolic, pulse, spo2, weightKg, heightCm, complaints, findings, diagnosis, advice, createdAt, updatedAt, finishedAt) VALUES (?,?,'finished',?,?,?,?,?,?,?,?,?,?,?,?,?)`,
  );
  const insertLab = db.prepare(
    `INSERT INTO "LabResult" (patientId, date, code, value, unit, createdAt) VALUES (?,?,?,?,?,?)`,
  );
  const files = reportFiles(plan);
  db.transaction(() => {
    for (let i = 1; i <= plan.patients; i++) {
      const p = patientRow(i);
      insertPatient.run(i, p.name, p.nameKey, p.email, p.email, p.phone, p.phone, p.age, p.sex, now, now);
    }
    for (let j = 0; j < plan.appointments; j++) {
      const patientId = (j % plan.patients) + 1;
      const p = patientRow(patientId);
      const { date, time } = slotOf(j);
      insertAppointment.run(
        `seed-${j}`,
        patientId,
        p.name,
        p.email,
        p.phone,
        p.age,
        p.sex,
        SERVICES[j % SERVICES.length],
        date,
        time,
        "Seeded for the benchmark",
        j % 4 ? "" : "Done",
        "web",
        now,
        `${date} ${time}`,
      );
    }
    files.forEach((f, k) => {
      insertReport.run(
        `seed-r-${k}`,
        (k % plan.patients) + 1,
        `Report ${k}`,
        "ECG",
        "2026-11-01",
        `report-${k}.pdf`,
        f.storedName,
        "application/pdf",
        f.size,
        f.sha256,
        now,
      );
    });
    for (let k = 0; k < (plan.charts ?? 0); k++) {
      const patientId = chartPatientId(plan, k);
      for (let v = 0; v < VISITS_EACH; v++) {
        const date = `2025-${String(2 * v + 1).padStart(2, "0")}-15`;
        insertVisit.run(
          patientId,
          date,
          130 + v,
          85,
          72,
          98,
          70.5,
          165,
          "Breathless on exertion",
          "S4 heard",
          "Stable angina",
          "Walk daily",
          now,
          now,
          now,
        );
      }
      if (k % 2) continue;
      for (const date of LAB_DATES)
        for (const [code, unit, value] of LAB_ROWS) insertLab.run(patientId, date, code, value, unit, now);
    }
  })();
  db.close();
}

export async function seedPostgres(url: string, plan: SeedPlan): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("BEGIN");
    // generate_series builds the rows inside the server: the same shapes as patientRow/slotOf.
    await client.query(
      `INSERT INTO "Patient" (id, name, "nameKey", email, "emailKey", phone, "phoneKey", age, sex, "createdAt", "updatedAt")
       SELECT i, n, lower(n), 'patient' || i || '@example.com', 'patient' || i || '@example.com', ph, ph, 20 + i % 70,
              (ARRAY['Male','Female','Other'])[i % 3 + 1], now(), now()
       FROM generate_series(1, $1::int) AS i,
            LATERAL (SELECT (ARRAY[${FIRST.map((f) => `'${f}'`).join(",")}])[i % 10 + 1] || ' ' ||
                            (ARRAY[${LAST.map((l) => `'${l}'`).join(",")}])[(i / 10) % 10 + 1] || ' ' || i AS n,
                            '9' || lpad((800000000 + i)::text, 9, '0') AS ph) x`,
      [plan.patients],
    );
    await client.query(`SELECT setval(pg_get_serial_sequence('"Patient"', 'id'), $1::int)`, [plan.patients]);
    await client.query(
      `INSERT INTO "Appointment" (timestamp, "patientId", name, email, phone, age, sex, "serviceRequired", "preferredDate", "preferredTime", "additionalInfo", status, source, "createdAt", "activeSlot")
       SELECT 'seed-' || j, p.id, p.name, p.email, p.phone, p.age, p.sex,
              (ARRAY[${SERVICES.map((s) => `'${s}'`).join(",")}])[j % ${SERVICES.length} + 1],
              to_char(DATE '2020-01-01' + (j / 13), 'YYYY-MM-DD'),
              (ARRAY[${TIMES.map((t) => `'${t}'`).join(",")}])[j % 13 + 1],
              'Seeded for the benchmark', CASE WHEN j % 4 = 0 THEN 'Done' ELSE '' END, 'web', now(),
              to_char(DATE '2020-01-01' + (j / 13), 'YYYY-MM-DD') || ' ' || (ARRAY[${TIMES.map((t) => `'${t}'`).join(",")}])[j % 13 + 1]
       FROM generate_series(0, $1::int - 1) AS j JOIN "Patient" p ON p.id = j % $2::int + 1`,
      [plan.appointments, plan.patients],
    );
    const files = reportFiles(plan);
    for (const [k, f] of files.entries()) {
      await client.query(
        `INSERT INTO "Report" (timestamp, "patientId", "reportName", "reportType", "uploadDate", "originalName", "storedName", "mimeType", "fileSize", sha256, "createdAt")
         VALUES ($1, $2, $3, 'ECG', '2026-11-01', $4, $5, 'application/pdf', $6, $7, now())`,
        [`seed-r-${k}`, (k % plan.patients) + 1, `Report ${k}`, `report-${k}.pdf`, f.storedName, f.size, f.sha256],
      );
    }
    const step = chartPatientId(plan, 1) - 1;
    await client.query(
      `INSERT INTO "Visit" ("patientId", date, status, systolic, diastolic, pulse, spo2, "weightKg", "heightCm", complaints, findings, diagnosis, advice, "createdAt", "updatedAt", "finishedAt")
       SELECT 1 + k * $2::int, '2025-' || lpad((2 * v + 1)::text, 2, '0') || '-15', 'finished', 130 + v, 85, 72, 98, 70.5, 165,
              'Breathless on exertion', 'S4 heard', 'Stable angina', 'Walk daily', now(), now(), now()
       FROM generate_series(0, $1::int - 1) AS k, generate_series(0, ${VISITS_EACH - 1}) AS v`,
      [plan.charts ?? 0, step],
    );
    await client.query(
      `INSERT INTO "LabResult" ("patientId", date, code, value, unit, "createdAt")
       SELECT 1 + k * $2::int, d, l.code, l.value, l.unit, now()
       FROM generate_series(0, $1::int - 1, 2) AS k, unnest($3::text[]) AS d,
            (VALUES ${LAB_ROWS.map(([c, u, v]) => `('${c}', ${v}::float8, '${u}')`).join(", ")}) AS l(code, value, unit)`,
      [plan.charts ?? 0, step, LAB_DATES],
    );
    await client.query("COMMIT");
    await client.query("ANALYZE");
  } finally {
    await client.end();
  }
}
