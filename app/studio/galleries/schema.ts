/**
 * The galleries' forms, checked on the server (client-safe: the page could check the same).
 * Prices are typed in euros with a comma or a point and kept in cents.
 */
import { z } from "zod";
import { formMessages } from "#app/content/forms.ts";
import { galleriesCopy } from "#app/content/studio/galleries.ts";

const { errors } = galleriesCopy;

const euros = z
  .string()
  .trim()
  .regex(/^\d{1,4}([.,]\d{1,2})?$/, { error: errors.euros })
  .transform((value) => Math.round(Number(value.replace(",", ".")) * 100));

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: formMessages.required })
    .max(max, { error: errors.tooLong(max) });

export const fromInquirySchema = z.object({
  inquiryId: z.string().min(1, { error: errors.inquiry }).max(100, { error: errors.inquiry }),
  extraPrice: euros,
});

export const byHandSchema = z.object({
  clientName: text(120),
  clientEmail: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ error: errors.email })),
  title: text(120),
  packageKey: z.string().max(40).optional().default(""),
  extraPrice: euros,
});

export type ByHandInput = z.input<typeof byHandSchema>;

export const settingsSchema = z.object({
  title: text(120),
  includedCount: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, { error: errors.count })
    .transform(Number),
  extraPrice: euros,
  /** "2027-02-05", or empty: 60 days after delivery. */
  expires: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, { error: errors.date })
    .optional()
    .default(""),
  watermark: z
    .enum(["on"])
    .optional()
    .transform((value) => value === "on"),
});

export type SettingsInput = z.input<typeof settingsSchema>;

/** "35,50" from 3550 cents, as the form shows it again. */
export const eurosText = (cents: number) =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace(".", ",");
