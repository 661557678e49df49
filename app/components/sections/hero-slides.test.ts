import { describe, expect, it } from "vitest";
import {
  initialSlides,
  slidesReducer,
  type Slides,
  type SlidesEvent,
} from "#app/components/sections/hero-slides.ts";

const run = (events: SlidesEvent[], from: Slides = initialSlides(3)) =>
  events.reduce(slidesReducer, from);

describe("the hero's slides", () => {
  it("start with only the first picture in the page", () => {
    expect(initialSlides(3)).toMatchObject({ active: 0, prepared: 0, due: false });
  });

  it("prepare the second picture ahead of its change, and only once", () => {
    const prepared = run([{ type: "prepare" }]);
    expect(prepared).toMatchObject({ active: 0, prepared: 1 });
    expect(slidesReducer(prepared, { type: "prepare" })).toBe(prepared);
  });

  it("change when due once the next picture has arrived", () => {
    expect(run([{ type: "prepare" }, { type: "arrived", slide: 1 }, { type: "due" }])).toEqual({
      ...initialSlides(3),
      active: 1,
      // The third is put into the page as the second is shown, a whole slide ahead.
      prepared: 2,
      arrived: [0, 1],
    });
  });

  it("wait for a picture that has not arrived, and change when it does", () => {
    const waiting = run([{ type: "prepare" }, { type: "due" }]);
    expect(waiting).toMatchObject({ active: 0, due: true });
    expect(slidesReducer(waiting, { type: "arrived", slide: 1 })).toMatchObject({
      active: 1,
      due: false,
    });
  });

  it("put a picture that was not prepared in time into the page when its change is due", () => {
    expect(run([{ type: "due" }])).toMatchObject({ active: 0, prepared: 1, due: true });
  });

  it("count a picture that failed to load as arrived: its placeholder is shown", () => {
    expect(run([{ type: "due" }, { type: "arrived", slide: 1 }])).toMatchObject({ active: 1 });
  });

  it("drop a waiting change when held: the picture arriving later changes nothing", () => {
    const held = run([{ type: "due" }, { type: "hold" }]);
    expect(held).toMatchObject({ active: 0, due: false });
    expect(slidesReducer(held, { type: "arrived", slide: 1 })).toMatchObject({
      active: 0,
      arrived: [0, 1],
    });
  });

  it("go round: after the last slide the first, whose picture is always there", () => {
    const arrivedAll: SlidesEvent[] = [
      { type: "arrived", slide: 1 },
      { type: "arrived", slide: 2 },
    ];
    const last = run([...arrivedAll, { type: "due" }, { type: "due" }]);
    expect(last).toMatchObject({ active: 2, prepared: 2 });
    expect(slidesReducer(last, { type: "due" })).toMatchObject({ active: 0, prepared: 2 });
  });

  it("ignore a picture that arrives twice (another file chosen for a new screen size)", () => {
    const once = run([{ type: "arrived", slide: 1 }]);
    expect(slidesReducer(once, { type: "arrived", slide: 1 })).toBe(once);
  });
});
