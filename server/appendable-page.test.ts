import { randomBytes } from "node:crypto";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { prepareAppendablePage } from "./appendable-page.ts";

/** A page like the built home page: long, repetitive markup, some incompressible bytes. */
const page = Buffer.from(
  '<!DOCTYPE html><html lang="de"><head><title>Atelier</title></head><body>' +
    Array.from(
      { length: 400 },
      (_, i) => `<section id="s${i}"><p class="text-muted">Absatz ${i} über Ästhetik</p></section>`,
    ).join("") +
    randomBytes(2000).toString("base64") +
    "<script>window.x=1</script></body></html>",
);
const decode = {
  br: (body: Buffer) => brotliDecompressSync(body).toString(),
  gzip: (body: Buffer) => gunzipSync(body).toString(),
  identity: (body: Buffer) => body.toString(),
};
const withAppendix = (appendix: string) =>
  page.toString().replace("</body></html>", `${appendix}</body></html>`);

describe("a page with an appendix per response", () => {
  it("decodes to the page with the appendix before </body>, in every encoding", async () => {
    const appendable = await prepareAppendablePage(page);
    for (const appendix of ["", '<input type="hidden" name="t" value="abc.def">', "ä€😀"]) {
      for (const encoding of ["br", "gzip", "identity"] as const) {
        const body = appendable.render(appendix, encoding);
        expect(decode[encoding](body), `${encoding} ${appendix}`).toBe(withAppendix(appendix));
      }
    }
  });

  it("stores tails longer than one block (Brotli 64 KiB, deflate 64 KiB - 1)", async () => {
    const appendable = await prepareAppendablePage(page);
    for (const length of [65_535, 65_536, 65_537, 200_000]) {
      const appendix = "x".repeat(length - 14);
      for (const encoding of ["br", "gzip"] as const) {
        expect(decode[encoding](appendable.render(appendix, encoding))).toBe(
          withAppendix(appendix),
        );
      }
    }
  });

  it("costs the stored appendix in bytes over the page compressed whole at the top level", async () => {
    const appendable = await prepareAppendablePage(page);
    const appendix = '<input type="hidden" name="t" value="' + "a".repeat(200) + '">';
    const whole = brotliCompressSync(Buffer.from(withAppendix(appendix)), {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    });
    const spliced = appendable.render(appendix, "br");
    // The appendix stored (~240 bytes) plus a few bytes of block headers, against whatever the
    // encoder would have made of it.
    expect(spliced.length - whole.length).toBeLessThan(Buffer.byteLength(appendix) + 40);
  });

  it("refuses a page without </body>", async () => {
    await expect(prepareAppendablePage(Buffer.from("<p>no body</p>"))).rejects.toThrow(/<\/body>/);
  });
});
