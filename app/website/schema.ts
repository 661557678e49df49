/**
 * The owner's website as data: one zod schema per document, shared by the studio's editor (field
 * messages), the server (drafts, releases, `npm run content -- import`) and the pages (which only
 * ever render content that passed it). A document is what one editor page saves at once: the
 * studio's facts (with the legal facts and the VAT status), the home page's copy, and the texts for
 * search engines. Text stays text: line breaks are kept as "\n" and rendered as such, never as
 * HTML. No server code here: the editor checks in the browser with the same rules.
 */
import { z } from "zod";
import { contentMessages as say } from "#app/content/studio/website.ts";
import type { Focal } from "#app/images/images.ts";
import { packageIdPattern } from "#app/website/package-id.ts";

// As for the inquiry's schema: no `new Function` under the pages' CSP (app/inquiry/schema.ts).
z.config({ jitless: true });

/** Line breaks as "\n", tabs as spaces, no other control characters; trimmed. */
function cleanText(text: string): string {
  return text
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, "\n")
    .replace(/\t/g, " ")
    .replace(/[^\P{Cc}\n]/gu, "")
    .trim();
}

/** Text of 1 to `max` characters; `lines: false` for names, headings and anything in an attribute. */
export function text(max: number, { lines = false }: { lines?: boolean } = {}) {
  return z
    .string({ error: say.required })
    .transform(cleanText)
    .pipe(
      z
        .string()
        .min(1, { error: say.required })
        .max(max, { error: say.tooLong(max) })
        .refine((value) => lines || !value.includes("\n"), { error: say.singleLine }),
    );
}

/** Text that may be left empty (""). */
function optionalText(max: number) {
  return z
    .string()
    .transform(cleanText)
    .pipe(z.string().max(max, { error: say.tooLong(max) }));
}

function list<Item extends z.ZodType>(
  item: Item,
  min: number,
  max: number,
  unit: readonly [string, string],
) {
  return z
    .array(item)
    .min(min, { error: min === max ? say.exactly(min, unit) : say.tooFew(min, unit) })
    .max(max, { error: min === max ? say.exactly(max, unit) : say.tooMany(max, unit) });
}

const postalCode = z
  .string({ error: say.required })
  .trim()
  .regex(/^\d{5}$/, { error: say.postalCode });
const phone = text(30).refine((value) => /^\+?[\d\s()/-]{5,}$/.test(value), {
  error: say.phone,
});
const email = z
  .string({ error: say.required })
  .trim()
  .max(254, { error: say.tooLong(254) })
  .pipe(z.email({ error: say.email }));
const httpsUrl = z
  .string({ error: say.required })
  .trim()
  .max(300, { error: say.tooLong(300) })
  .refine((value) => URL.canParse(value) && new URL(value).protocol === "https:", {
    error: say.url,
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
  vat: z.enum(vatStatuses, { error: say.vat }),
  legal: z.object({
    /** § 18 Abs. 2 MStV: the person responsible for the content, with an address. */
    responsible: z.object({ name: text(80), address }),
    /** Optional; never shown under § 19 UStG. */
    vatId: optionalText(20).refine((value) => value === "" || /^DE\d{9}$/.test(value), {
      error: say.vatId,
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
    .regex(packageIdPattern, { error: say.packageId })
    .refine((value) => value !== "unsure", { error: say.packageId }),
  name: text(40),
  /** Whole euros; the installment line is computed from it. */
  price: z.coerce
    .number({ error: say.price })
    .int({ error: say.price })
    .min(1, { error: say.price })
    .max(100_000, { error: say.price }),
  /** The short facts the form's package cards show. */
  duration: text(20),
  outfits: text(20),
  features: list(text(100), 1, 8, say.units.features),
  popular: z.boolean(),
});
export type ShootPackage = z.output<typeof packageSchema>;

export const homeSchema = z.object({
  hero: z.object({
    tagline: text(80),
    headline: text(120),
    subline: text(300, { lines: true }),
    trustPoints: list(text(40), 3, 3, say.units.trustPoints),
  }),
  philosophy: z.object({
    heading: text(150),
    paragraphs: list(text(800, { lines: true }), 1, 6, say.units.paragraphs),
    signature: text(80),
  }),
  experience: z.object({
    heading: text(100),
    intro: text(300, { lines: true }),
    steps: list(
      titled(40, 300).extend({ icon: z.enum(stepIcons, { error: say.icon }) }),
      4,
      4,
      say.units.steps,
    ),
  }),
  packages: z.object({
    heading: text(100),
    intro: text(300, { lines: true }),
    items: list(packageSchema, 1, 4, say.units.packages)
      .refine((items) => items.filter((item) => item.popular).length <= 1, {
        error: say.onePopular,
      })
      .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
        error: say.duplicatePackage,
      }),
  }),
  creators: z.object({
    heading: text(100),
    intro: text(400, { lines: true }),
    features: list(titled(60, 300), 1, 4, say.units.features),
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
      say.units.questions,
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
  .number({ error: say.focal })
  .min(0, { error: say.focal })
  .max(1, { error: say.focal });

/**
 * A photo where the site shows it. The description and the focal point travel with the release,
 * so a release shows exactly what was published: the studio copies them from the library when she
 * places a photo or changes its description. The description may be empty in a draft; publishing
 * refuses until every photo on the site has one (app/photos/).
 */
export const photoRefSchema = z.object({
  id: z.string({ error: say.photoId }).regex(photoIdPattern, { error: say.photoId }),
  alt: optionalText(250),
  /** What crops keep in view. */
  focal: z.object({ x: unit, y: unit }) satisfies z.ZodType<Focal>,
});
export type PhotoRef = z.output<typeof photoRefSchema>;

/** Which photos the home page shows where: the portfolio's mosaic takes 6 to 40 (ADR 0032). */
export const photosSchema = z.object({
  hero: list(photoRefSchema, 3, 3, say.units.heroPhotos),
  portrait: photoRefSchema,
  creators: photoRefSchema,
  portfolio: list(photoRefSchema, 6, 40, say.units.portfolioPhotos).refine(
    (items) => new Set(items.map((item) => item.id)).size === items.length,
    { error: say.duplicatePhoto },
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

/** Messages by the dotted path of the field they belong to, e.g. "home.packages.items.1.price". */
export type FieldErrors = Record<string, string>;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** Runs a schema and names each problem by its field's path (the first message per field). */
export function validate<T>(
  schema: z.ZodType<T>,
  input: unknown,
  prefix = "",
): ValidationResult<T> {
  // Rules without a message of their own (a whole section missing from an imported file, a
  // number where an object belongs) get a German one too, never zod's English default.
  const result = schema.safeParse(input, {
    error: (issue) =>
      issue.code === "invalid_type"
        ? issue.input === undefined
          ? say.required
          : say.invalid
        : undefined,
  });
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join(".");
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}
