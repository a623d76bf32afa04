import "server-only";
import { config } from "./config";

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof LEVELS;

function emit(level: Level, message: string, fields?: Record<string, unknown>) {
  if (LEVELS[level] < LEVELS[config().logLevel]) return;
  const line = JSON.stringify({ t: new Date().toISOString(), level, message, ...fields });
  (level === "error" ? console.error : level === "warn" ? console.warn : console.log)(line);
}

/** One JSON line per event. Never pass secrets, passwords or health details. */
export const log = {
  debug: (m: string, f?: Record<string, unknown>) => emit("debug", m, f),
  info: (m: string, f?: Record<string, unknown>) => emit("info", m, f),
  warn: (m: string, f?: Record<string, unknown>) => emit("warn", m, f),
  error: (m: string, f?: Record<string, unknown>) => emit("error", m, f),
};
