import { amountDue } from "@/lib/shared/amount-due";

describe("amountDue", () => {
  it("is the total less what was paid", () => {
    expect(amountDue({ total: 1500, paid: 0, status: "unpaid" })).toBe(1500);
    expect(amountDue({ total: 1500, paid: 500, status: "partial" })).toBe(1000);
    expect(amountDue({ total: 1500, paid: 1500, status: "paid" })).toBe(0);
  });

  it("a void bill owes nothing, whatever was paid on it", () => {
    expect(amountDue({ total: 1500, paid: 0, status: "void" })).toBe(0);
    expect(amountDue({ total: 1500, paid: 500, status: "void" })).toBe(0);
  });

  it("never below nothing", () => {
    expect(amountDue({ total: 1000, paid: 1200, status: "paid" })).toBe(0);
  });
});
