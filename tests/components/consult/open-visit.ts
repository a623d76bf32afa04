/** Tonight's visit as the consulting room's screens get it: open, nothing typed yet (vitals as given). */
import type { VisitRecord } from "@/lib/shared/api/consult";

export function openVisit(vitals: Partial<VisitRecord["vitals"]> = {}): VisitRecord {
  return {
    id: 41,
    patientId: 7,
    appointmentId: 12,
    date: "2026-11-24",
    status: "open",
    author: "Dr. K. Srinivasan",
    vitals: {
      systolic: null,
      diastolic: null,
      pulse: null,
      spo2: null,
      weightKg: null,
      heightCm: null,
      temperatureC: null,
      bloodSugar: null,
      bmi: null,
      ...vitals,
    },
    complaints: "",
    findings: "",
    diagnosis: "",
    advice: "",
    reviewIn: null,
    prescription: null,
    addenda: [],
    createdAt: "2026-11-24T13:00:00.000Z",
    updatedAt: "2026-11-24T13:00:00.000Z",
    finishedAt: null,
  };
}
