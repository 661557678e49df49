/**
 * The owner's website as data: one zod schema per document, shared by the studio's editor (field
 * messages), the server (drafts, releases, `npm run content -- import`) and the pages (which only
 * ever render content that passed it). A document is what one editor page saves at once: the
 * studio's facts (with the legal facts and the VAT status), the home page's copy, and the texts for
 * search engines. Text stays text: line breaks are kept as "\n" and rendered as such, never as
 * HTML. No server code here: the editor checks in the browser with the same rules.
 */
import { z } from "zod";
import { contentMessages } from "#app/content/studio/website.ts";
import type { Focal } from "#app/images/images.ts";
import { withoutInvisibleMarks } from "#app/lib/invisible-marks.ts";
import { packageIdPattern } from "#app/website/package-id.ts";

// As for the inquiry's schema: no `new Function` under the pages' CSP (app/inquiry/schema.ts).
z.config({ jitless: true });

/**
 * Line breaks as "\n", tabs as spaces, no other control characters and no invisible marks that
 * reorder or hide text (lib/invisible-marks.ts); trimmed.
 */
function cleanText(text: string): string {
  return withoutInvisibleMarks(text)
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, "\n")
    .replace(/\t/g, " ")
    .replace(/[^\P{Cc}\n]/gu, "")
    .trim();
}

/** Text of 1 to `max` characters; `lines: false` for names, headings and anything in an attribute. */
export function text(max: number, { lines = false }: { lines?: boolean } = {}) {
  return z
    .string({ error: contentMessages.required })
    .transform(cleanText)
    .pipe(
      z
        .string()
        .min(1, { error: contentMessages.required })
        .max(max, { error: contentMessages.tooLong(max) })
        .refine((value) => lines || !value.includes("\n"), { error: contentMessages.singleLine }),
    );
}

/** Text that may be left empty (""). */
function optionalText(max: number) {
  return z
    .string()
    .transform(cleanText)
    .pipe(z.string().max(max, { error: contentMessages.tooLong(max) }));
}

function list<Item extends z.ZodType>(
  item: Item,
  min: number,
  max: number,
  unit: readonly [string, string],
) {
  return z
    .array(item)
    .min(min, {
      error: min === max ? contentMessages.exactly(min, unit) : contentMessages.tooFew(min, unit),
    })
    .max(max, {
      error: min === max ? contentMessages.exactly(max, unit) : contentMessages.tooMany(max, unit),
    });
}

const postalCode = z
  .string({ error: contentMessages.required })
  .trim()
  .regex(/^\d{5}$/, { error: contentMessages.postalCode });
const phone = text(30).refine((value) => /^\+?[\d\s()/-]{5,}$/.test(value), {
  error: contentMessages.phone,
});
const email = z
  .string({ error: contentMessages.required })
  .overwrite(withoutInvisibleMarks)
  .trim()
  .max(254, { error: contentMessages.tooLong(254) })
  .pipe(z.email({ error: contentMessages.email }));
const httpsUrl = z
  .string({ error: contentMessages.required })
  .overwrite(withoutInvisibleMarks)
  .trim()
  .max(300, { error: contentMessages.tooLong(300) })
  .refine((value) => URL.canParse(value) && new URL(value).protocol === "https:", {
    error: contentMessages.url,
  });

/** A postal address as the legal pages print it. */
const address = z.object({
  street: text(100),
  postalCode,
  city: text(60),
});

/** A company that processes data for the studio (Art. 28 DSGVO), named in the privacy notice. */
const processor = z.object({ name: text(100), address: text(200) });

/**
 * "regular": prices include VAT ("inkl. MwSt."); "small-business": § 19 UStG, no VAT charged, so
 * no VAT wording anywhere and the § 19 note instead.
 */
export const vatStatuses = ["regular", "small-business"] as const;
export type VatStatus = (typeof vatStatuses)[number];

export const factsSchema = z.object({
  studioName: text(80),
  founder: text(80),
  founderTitle: text(80),
  address,
  country: text(60),
  phone,
  /** The address visitors write to (mailto links, legal notice), not the studio's inbox. */
  email,
  social: z.object({ label: text(40), url: httpsUrl }),
  vat: z.enum(vatStatuses, { error: contentMessages.vat }),
  legal: z.object({
    /** § 18 Abs. 2 MStV: the person responsible for the content, with an address. */
    responsible: z.object({ name: text(80), address }),
    /** Optional; never shown under § 19 UStG. */
    vatId: optionalText(20).refine((value) => value === "" || /^DE\d{9}$/.test(value), {
      error: contentMessages.vatId,
    }),
    hosting: processor,
    mailProvider: processor,
  }),
});
export type Facts = z.output<typeof factsSchema>;

/** The experience steps' icons: a fixed set, drawn by app/components/ui/icons.tsx. */
export const stepIcons = ["consultation", "camera", "selection", "delivery"] as const;
export type StepIcon = (typeof stepIcons)[number];

const titled = (title: number, body: number) =>
  z.object({ title: text(title), description: text(body, { lines: true }) });

export const packageSchema = z.object({
  /** Stable for inquiries that name it; "unsure" is the form's own choice. */
  id: z
    .string()
    .regex(packageIdPattern, { error: contentMessages.packageId })
    .refine((value) => value !== "unsure", { error: contentMessages.packageId }),
  name: text(40),
  /** Whole euros; the installment line is computed from it. */
  price: z.coerce
    .number({ error: contentMessages.price })
    .int({ error: contentMessages.price })
    .min(1, { error: contentMessages.price })
    .max(100_000, { error: contentMessages.price }),
  /** The short facts the form's package cards show. */
  duration: text(20),
  outfits: text(20),
  features: list(text(100), 1, 8, contentMessages.units.features),
  popular: z.boolean(),
});
export type ShootPackage = z.output<typeof packageSchema>;

export const homeSchema = z.object({
  hero: z.object({
    tagline: text(80),
    headline: text(120),
    subline: text(300, { lines: true }),
    trustPoints: list(text(40), 3, 3, contentMessages.units.trustPoints),
  }),
  philosophy: z.object({
    heading: text(150),
    paragraphs: list(text(800, { lines: true }), 1, 6, contentMessages.units.paragraphs),
    signature: text(80),
  }),
  experience: z.object({
    heading: text(100),
    intro: text(300, { lines: true }),
    steps: list(
      titled(40, 300).extend({ icon: z.enum(stepIcons, { error: contentMessages.icon }) }),
      4,
      4,
      contentMessages.units.steps,
    ),
  }),
  packages: z.object({
    heading: text(100),
    intro: text(300, { lines: true }),
    items: list(packageSchema, 1, 4, contentMessages.units.packages)
      .refine((items) => items.filter((item) => item.popular).length <= 1, {
        error: contentMessages.onePopular,
      })
      .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
        error: contentMessages.duplicatePackage,
      }),
  }),
  creators: z.object({
    heading: text(100),
    intro: text(400, { lines: true }),
    features: list(titled(60, 300), 1, 4, contentMessages.units.features),
    action: text(40),
    mailSubject: text(120),
  }),
  faq: z.object({
    heading: text(100),
    intro: text(300, { lines: true }),
    items: list(
      z.object({ question: text(200), answer: text(1200, { lines: true }) }),
      1,
      12,
      contentMessages.units.questions,
    ),
  }),
  contact: z.object({ heading: text(100), intro: text(400, { lines: true }) }),
  footer: z.object({ claim: text(200, { lines: true }) }),
});
export type HomeContent = z.output<typeof homeSchema>;

export const searchSchema = z.object({
  /** The home page's <title>; the other pages' titles are "<page> · <studio name>". */
  title: text(70),
  /** The home page's meta description. */
  description: text(170),
});
export type SearchContent = z.output<typeof searchSchema>;

/**
 * A photo uploaded in the studio ("foto-" and 16 hex digits, app/photos/) or one of the pictures a
 * fresh install ships with (their file names' stems: "hero-1", "portfolio-07").
 */
export const photoIdPattern = /^[a-z0-9][a-z0-9-]{0,39}$/;

const unit = z
  .number({ error: contentMessages.focal })
  .min(0, { error: contentMessages.focal })
  .max(1, { error: contentMessages.focal });

/**
 * A photo where the site shows it. The description and the focal point travel with the release,
 * so a release shows exactly what was published: the studio copies them from the library when she
 * places a photo or changes its description. The description may be empty in a draft; publishing
 * refuses until every photo on the site has one (app/photos/).
 */
export const photoRefSchema = z.object({
  id: z
    .string({ error: contentMessages.photoId })
    .regex(photoIdPattern, { error: contentMessages.photoId }),
  alt: optionalText(250),
  /** What crops keep in view. */
  focal: z.object({ x: unit, y: unit }) satisfies z.ZodType<Focal>,
});
export type PhotoRef = z.output<typeof photoRefSchema>;

/** Which photos the home page shows where: the portfolio's mosaic takes 6 to 40 (ADR 0032). */
export const photosSchema = z.object({
  hero: list(photoRefSchema, 3, 3, contentMessages.units.heroPhotos),
  portrait: photoRefSchema,
  creators: photoRefSchema,
  portfolio: list(photoRefSchema, 6, 40, contentMessages.units.portfolioPhotos).refine(
    (items) => new Set(items.map((item) => item.id)).size === items.length,
    { error: contentMessages.duplicatePhoto },
  ),
});
export type PhotosContent = z.output<typeof photosSchema>;

/** The documents the website editor's pages save, by the name the editor and the store use. */
export const documentSchemas = {
  facts: factsSchema,
  home: homeSchema,
  search: searchSchema,
} as const;
export type DocumentName = keyof typeof documentSchemas;
export const documentNames = Object.keys(documentSchemas) as DocumentName[];

/** The whole content of a release: the editor's documents and the photos' places (/studio/fotos). */
export const siteContentSchema = z.object({ ...documentSchemas, photos: photosSchema });
export type SiteContent = z.output<typeof siteContentSchema>;
