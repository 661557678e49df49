import { describe, expect, it } from "vitest";
import { hashPin, looksLikePin, newPin, verifyPin } from "#app/galleries/access/pin.server.ts";

describe("a gallery's PIN", () => {
  it("is six digits, leading zeros included", () => {
    const pins = Array.from({ length: 200 }, newPin);
    for (const pin of pins) expect(pin).toMatch(/^\d{6}$/);
    expect(new Set(pins).size).toBeGreaterThan(190);
  });

  it("is stored as a salted scrypt hash that verifies only the same PIN", async () => {
    const stored = await hashPin("012345");
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored).not.toContain("012345");
    expect(await verifyPin("012345", stored)).toBe(true);
    expect(await verifyPin("012346", stored)).toBe(false);
    expect(await verifyPin("12345", stored)).toBe(false);
    // The same PIN hashes differently each time (its own salt).
    expect(await hashPin("012345")).not.toBe(stored);
  });

  it("refuses malformed input and stored values without throwing", async () => {
    const stored = await hashPin("654321");
    for (const pin of ["", "65432１", "6543210", " 654321", "abcdef"])
      expect(await verifyPin(pin, stored)).toBe(false);
    for (const broken of ["", "scrypt", "bcrypt$1$2$3$a$b", stored.slice(0, -2), `${stored}$x`])
      expect(await verifyPin("654321", broken)).toBe(false);
    expect(looksLikePin("000000")).toBe(true);
    expect(looksLikePin(123456)).toBe(false);
  });
});
