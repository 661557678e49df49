import { describe, expect, it } from "vitest";
import { admit, lockedByThisFailure, tries } from "#app/galleries/access/tries.ts";

describe("the limits on wrong PINs", () => {
  it("admit a PIN until an address or the gallery has used up its tries", () => {
    expect(admit({ galleryFailures: 0, addressFailures: 0 })).toEqual({ ok: true });
    expect(admit({ galleryFailures: 9, addressFailures: 4 })).toEqual({ ok: true });
    expect(admit({ galleryFailures: 3, addressFailures: tries.perAddress })).toEqual({
      ok: false,
      reason: "address-waits",
    });
    // A locked gallery says so, whatever the address has done: only a new PIN opens it.
    expect(admit({ galleryFailures: tries.perGallery, addressFailures: 9 })).toEqual({
      ok: false,
      reason: "gallery-locked",
    });
  });

  it("tell the owner once: only the failure that reaches the limit locks", () => {
    const locks = Array.from({ length: 15 }, (_, index) =>
      lockedByThisFailure({ galleryFailures: index + 1, addressFailures: 0 }),
    );
    expect(locks.filter(Boolean)).toHaveLength(1);
    expect(locks[tries.perGallery - 1]).toBe(true);
  });
});
