/**
 * The photo pages' forms, one zod schema each (client-safe): the description with the focal point
 * (in percent, as the form's fields show it), the consent behind a photo, and a change of the
 * places on the arranging page. German messages
 * from app/content, which parseForm (app/forms/) names by field.
 */
import { z } from "zod";
import { photosCopy } from "#app/content/studio/photos.ts";
import { withoutInvisibleMarks } from "#app/lib/invisible-marks.ts";
import { roundFocal } from "#app/photos/limits.ts";
import {
  parseSlot,
  portfolioIntentPattern,
  type PlacementChange,
} from "#app/studio/photos/placement.ts";

// As for the inquiry's schema: no `new Function` under the pages' CSP (app/inquiry/schema.ts).
z.config({ jitless: true });

const { errors } = photosCopy;

/**
 * A description is read aloud in one go: line breaks and runs of spaces become one space, and
 * invisible marks that reorder or hide text go (lib/invisible-marks.ts).
 */
const oneLine = (value: string) =>
  withoutInvisibleMarks(value)
    .replace(/[^\P{Cc}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

/** A percent from a number field: an empty field is no number (not 0); a comma is a point. */
const percent = z
  .string({ error: errors.focal })
  .transform((value) => (value.trim() === "" ? Number.NaN : Number(value.replace(",", "."))))
  .refine((value) => Number.isFinite(value) && value >= 0 && value <= 100, {
    error: errors.focal,
  });

export const describeSchema = z
  .object({
    alt: z
      .string()
      .transform(oneLine)
      .pipe(z.string().max(250, { error: errors.altTooLong })),
    focalX: percent,
    focalY: percent,
  })
  .transform(({ alt, focalX, focalY }) => ({
    alt,
    focal: roundFocal({ x: focalX / 100, y: focalY / 100 }),
  }));

export type DescribeField = "alt" | "focalX" | "focalY";
export type DescribeInput = Record<DescribeField, string>;

/** "2026-11-26": a real day of the calendar. */
const isDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The consent form; `today` (Berlin's date) is the latest day a consent can have been given. */
export const consentSchema = (today: string) =>
  z
    .object({
      showsPerson: z.boolean(),
      date: z.string().trim(),
      website: z.boolean(),
      social: z.boolean(),
      note: z
        .string()
        .transform((value) => withoutInvisibleMarks(value).replace(/\r\n?/g, "\n").trim())
        .pipe(z.string().max(500, { error: errors.noteTooLong })),
    })
    .superRefine((consent, ctx) => {
      if (!consent.showsPerson) return;
      if (!isDay(consent.date)) {
        ctx.addIssue({ code: "custom", path: ["date"], message: errors.date });
      } else if (consent.date > today) {
        ctx.addIssue({ code: "custom", path: ["date"], message: errors.dateFuture });
      }
    })
    .transform((consent) => ({ ...consent, date: consent.showsPerson ? consent.date : null }));

export type ConsentField = "date" | "note";
export type ConsentInput = {
  showsPerson: boolean;
  date: string;
  website: boolean;
  social: boolean;
  note: string;
};

/** The posted consent form as the schema reads it (checkboxes are "on" or absent). */
export function consentFromForm(form: { get(name: string): FormDataEntryValue | null }) {
  const text = (name: string) => String(form.get(name) ?? "");
  return {
    showsPerson: form.get("showsPerson") === "on",
    date: text("date"),
    website: form.get("website") === "on",
    social: form.get("social") === "on",
    note: text("note"),
  } satisfies ConsentInput;
}

/**
 * A change of the places the arranging page posts: a photo chosen for a place, a portfolio photo
 * moved or removed (the button's intent names it), or the portfolio's new order after dragging.
 */
export const placementFormSchema = z.union([
  z
    .object({
      intent: z.literal("choose"),
      place: z.string().refine((value) => parseSlot(value) !== null),
      photo: z.string().min(1),
    })
    .transform(({ place, photo }): PlacementChange => ({
      op: "choose",
      slot: parseSlot(place)!,
      id: photo,
    })),
  z
    .object({ intent: z.literal("order"), order: z.string().max(2000) })
    .transform(({ order }): PlacementChange => ({
      op: "order",
      ids: order.split(",").filter(Boolean),
    })),
  z.object({ intent: z.string().regex(portfolioIntentPattern) }).transform(({ intent }) => {
    const [, op, index] = portfolioIntentPattern.exec(intent)!;
    return { op: op as "up" | "down" | "remove", index: Number(index) } satisfies PlacementChange;
  }),
]);
