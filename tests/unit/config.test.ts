import { parseConfig } from "@/lib/server/config";

describe("configuration", () => {
  it("runs a fresh clone on defaults: port 3000, embedded SQLite, debug logging outside production", () => {
    const c = parseConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBe("file:./data/clinic.db");
    expect(c.logLevel).toBe("debug");
    expect(c.uploadsDir).toMatch(/uploads$/);
  });

  it("logs at info in production unless told otherwise", () => {
    expect(parseConfig({ NODE_ENV: "production" }).logLevel).toBe("info");
    expect(parseConfig({ NODE_ENV: "production", LOG_LEVEL: "warn" }).logLevel).toBe("warn");
  });

  it("stops with a message naming every invalid setting", () => {
    expect(() => parseConfig({ PORT: "http", DATABASE_URL: "mysql://x", ADMIN_PASSWORD: "short" })).toThrow(
      /PORT[\s\S]*DATABASE_URL: must start with file:[\s\S]*ADMIN_PASSWORD: must be at least 12 characters/,
    );
  });

  it("treats empty values as unset", () => {
    expect(parseConfig({ PORT: "", CLINIC_NAME: "" }).PORT).toBe(3000);
  });

  it("reads BOOKING_HORIZON_DAYS: 90 days by default, a whole number of days from 1 to 730", () => {
    expect(parseConfig({}).BOOKING_HORIZON_DAYS).toBe(90);
    expect(parseConfig({ BOOKING_HORIZON_DAYS: "30" }).BOOKING_HORIZON_DAYS).toBe(30);
    for (const bad of ["0", "-1", "1.5", "ninety", "731"]) {
      expect(() => parseConfig({ BOOKING_HORIZON_DAYS: bad })).toThrow(/BOOKING_HORIZON_DAYS/);
    }
  });

  it("reads TRUST_PROXY as a number of proxies: off by default, off/true/N accepted", () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(0);
    expect(parseConfig({ TRUST_PROXY: "off" }).TRUST_PROXY).toBe(0);
    expect(parseConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(() => parseConfig({ TRUST_PROXY: "yes please" })).toThrow(/TRUST_PROXY: must be off or a number of proxies/);
  });

  it("reads UPI_MC as a 4-digit merchant category code, unset by default", () => {
    expect(parseConfig({}).UPI_MC).toBeUndefined();
    expect(parseConfig({ UPI_MC: "8011" }).UPI_MC).toBe("8011");
    for (const bad of ["801", "80111", "doctor"])
      expect(() => parseConfig({ UPI_MC: bad })).toThrow(/UPI_MC: must be a 4-digit merchant category code/);
  });

  it("reads SMS_TEMPLATES as JSON {kind: {en, ta}}; bad JSON or shape stops start-up with a clear message", () => {
    expect(parseConfig({}).SMS_TEMPLATES).toEqual({});
    const ids = {
      reminder: { en: "1107000000000000003", ta: "1107000000000000004" },
      "phone-code": { en: "1107000000000000013" },
    };
    expect(parseConfig({ SMS_TEMPLATES: JSON.stringify(ids) }).SMS_TEMPLATES).toEqual(ids);
    expect(() => parseConfig({ SMS_TEMPLATES: "{reminder: 1}" })).toThrow(/SMS_TEMPLATES: must be JSON/);
    expect(() => parseConfig({ SMS_TEMPLATES: '{"birthday": {"en": "1107000000000000003"}}' })).toThrow(
      /SMS_TEMPLATES[\s\S]*kinds must be among/,
    );
    expect(() => parseConfig({ SMS_TEMPLATES: '{"reminder": {"hi": "1107000000000000003"}}' })).toThrow(
      /SMS_TEMPLATES/,
    );
    expect(() => parseConfig({ SMS_TEMPLATES: '{"reminder": {"en": "abc"}}' })).toThrow(
      /SMS_TEMPLATES\.reminder\.en: must be a DLT template id/,
    );
    expect(() => parseConfig({ SMS_SENDER_ID: "heart" })).toThrow(/SMS_SENDER_ID: must be the 6-letter DLT header/);
  });
});
