import { expect, it } from "vitest";
import { defaultContent } from "#app/content/website/defaults.ts";
import {
  placePath,
  placesOf,
  usesPhoto,
  withDescription,
  withoutPhoto,
} from "#app/photos/places.ts";

const defaults = defaultContent.photos;
const mine = { id: "foto-0123456789abcdef", alt: "Seide", focal: { x: 0.5, y: 0.5 } };

it("lists every place in page order with its field path", () => {
  const places = placesOf(defaults);
  expect(places).toHaveLength(3 + 1 + 22 + 1);
  expect(places.map(placePath).slice(0, 5)).toEqual([
    "photos.hero.0",
    "photos.hero.1",
    "photos.hero.2",
    "photos.portrait",
    "photos.portfolio.0",
  ]);
  expect(placePath(places.at(-1)!)).toBe("photos.creators");
});

it("a description follows the photo into every place it has", () => {
  const placed = {
    ...defaults,
    portrait: mine,
    portfolio: [mine, ...defaults.portfolio.slice(0, 5)],
  };
  const described = withDescription(placed, mine.id, { alt: "Neu", focal: { x: 0.2, y: 0.3 } });
  expect(described.portrait).toEqual({ ...mine, alt: "Neu", focal: { x: 0.2, y: 0.3 } });
  expect(described.portfolio[0]).toEqual(described.portrait);
  expect(described.hero).toEqual(defaults.hero);
});

it("a removed photo's places fall back to a fresh install's, and the portfolio keeps six", () => {
  const six = [mine, ...defaults.portfolio.slice(0, 5)];
  const placed = {
    ...defaults,
    hero: [defaults.hero[0]!, mine, defaults.hero[2]!],
    creators: mine,
    portfolio: six,
  };
  const without = withoutPhoto(placed, mine.id, defaults);
  expect(usesPhoto(without, mine.id)).toBe(false);
  expect(without.hero).toEqual(defaults.hero);
  expect(without.creators).toEqual(defaults.creators);
  expect(without.portfolio).toHaveLength(6);
  expect(new Set(without.portfolio.map((ref) => ref.id)).size).toBe(6);
  // A long portfolio just closes up.
  const long = withoutPhoto(
    { ...defaults, portfolio: [...defaults.portfolio.slice(0, 9), mine] },
    mine.id,
    defaults,
  );
  expect(long.portfolio.map((ref) => ref.id)).toEqual(
    defaults.portfolio.slice(0, 9).map((ref) => ref.id),
  );
});
