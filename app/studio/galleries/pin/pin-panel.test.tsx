import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PinPanel } from "#app/studio/galleries/pin/pin-panel.tsx";

const render = (hasPin: boolean, locked: boolean) =>
  renderToStaticMarkup(
    <PinPanel galleryId="AAAAAAAAAAAAAAAAAAAAAA" hasPin={hasPin} locked={locked} />,
  );

describe("the owner's PIN panel", () => {
  it("says whether there is a PIN or a lock, and offers a new PIN; never shows a stored one", () => {
    expect(render(false, false)).toContain("Noch keine PIN");
    expect(render(true, false)).toContain("Eine PIN ist vergeben");
    expect(render(true, true)).toContain("gesperrt");
    for (const html of [render(false, false), render(true, false), render(true, true)]) {
      expect(html).toContain("Neue PIN erzeugen");
      expect(html).not.toMatch(/PIN: \d/);
    }
  });
});
