/**
 * The website editor's forms, client-safe: which page edits which document, how a posted form
 * becomes that document (checkbox, one-feature-per-line), and the lists the owner grows, shrinks
 * and reorders with buttons that work without JavaScript (`intent=list:<path>:<op>[:<index>]`).
 */
import { parseFormPaths, valueAt } from "#app/website/form-paths.ts";
import type { FieldErrors } from "#app/forms/parse-form.ts";
import type { DocumentName } from "#app/website/schema.ts";

export const websitePath = "/studio/website";
export const historyPath = `${websitePath}/verlauf`;
export const previewPath = `${websitePath}/vorschau`;

/** The editor pages' URLs, by document. */
export const documentSlugs = {
  facts: "studio",
  home: "startseite",
  search: "suche",
} as const satisfies Record<DocumentName, string>;

export const editorPath = (name: DocumentName) => `${websitePath}/${documentSlugs[name]}`;

export function documentOfSlug(slug: string | undefined): DocumentName | null {
  const found = Object.entries(documentSlugs).find(([, value]) => value === slug);
  return found ? (found[0] as DocumentName) : null;
}

type Item = Record<string, unknown> | string;

/** The lists the owner edits item by item, with their limits and what a new item starts as. */
export const editableLists: Record<string, { min: number; max: number; empty: () => Item }> = {
  "home.philosophy.paragraphs": { min: 1, max: 6, empty: () => "" },
  "home.creators.features": { min: 1, max: 4, empty: () => ({ title: "", description: "" }) },
  "home.faq.items": { min: 1, max: 12, empty: () => ({ question: "", answer: "" }) },
  "home.packages.items": {
    min: 1,
    max: 4,
    empty: () => ({
      id: newPackageId(),
      name: "",
      price: "",
      duration: "",
      outfits: "",
      features: [],
      popular: false,
    }),
  },
};

/**
 * A new package's id: random, so no package ever gets the id of one deleted before (an inquiry
 * names its package by id). Matches packageIdPattern.
 */
export function newPackageId(): string {
  return `paket-${crypto.randomUUID().slice(0, 8)}`;
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The editor's posted fields as the document the schema checks. */
export function documentFromForm(
  name: DocumentName,
  entries: Iterable<[string, unknown]>,
): unknown {
  const document = (parseFormPaths(entries, name) ?? {}) as Record<string, unknown>;
  if (name !== "home") return document;
  const packages = valueAt(document, "packages") as { items?: unknown } | undefined;
  if (packages && typeof packages === "object") {
    packages.items = asList(packages.items).map((raw) => {
      const item = (raw ?? {}) as Record<string, unknown>;
      const features = typeof item.features === "string" ? item.features.split(/\r?\n/) : [];
      return {
        ...item,
        features: features.map((line) => line.trim()).filter(Boolean),
        popular: item.popular === "on",
      };
    });
  }
  for (const path of Object.keys(editableLists)) {
    const [, section, key] = path.split(".");
    const parent = document[section!] as Record<string, unknown> | undefined;
    if (parent && typeof parent === "object") parent[key!] = asList(parent[key!]);
  }
  return document;
}

export type ListOperation = { path: string; op: "add" | "remove" | "up" | "down"; index: number };

export function parseListIntent(intent: unknown): ListOperation | null {
  if (typeof intent !== "string") return null;
  const match = /^list:([a-z.]+):(add|remove|up|down)(?::(\d{1,2}))?$/.exec(intent);
  if (!match || !Object.hasOwn(editableLists, match[1]!)) return null;
  return { path: match[1]!, op: match[2] as ListOperation["op"], index: Number(match[3] ?? 0) };
}

export const listIntent = (path: string, op: ListOperation["op"], index?: number) =>
  ["list", path, op, index].filter((part) => part !== undefined).join(":");

/** The document with one list changed; an operation beyond the list's limits changes nothing. */
export function applyListOperation(document: unknown, { path, op, index }: ListOperation) {
  const [name, section, key] = path.split(".");
  const parent = valueAt({ [name!]: document }, `${name}.${section}`) as
    Record<string, unknown> | undefined;
  if (!parent || typeof parent !== "object") return document;
  const items = [...asList(parent[key!])];
  const { min, max, empty } = editableLists[path]!;
  if (op === "add" && items.length < max) items.push(empty());
  if (op === "remove" && items.length > min && index < items.length) items.splice(index, 1);
  const step = { up: -1, down: 1 }[op as "up" | "down"];
  const other = index + (step ?? 0);
  if (step && other >= 0 && other < items.length && index < items.length) {
    [items[index], items[other]] = [items[other], items[index]];
  }
  parent[key!] = items;
  return document;
}

/**
 * The message for a control: its own, or for a control that holds a list (the features, one per
 * line) the first of its items'.
 */
export function errorFor(errors: FieldErrors, path: string, withItems = false): string | undefined {
  if (errors[path]) return errors[path];
  if (!withItems) return undefined;
  const inner = Object.keys(errors).find((key) => key.startsWith(`${path}.`));
  return inner ? errors[inner] : undefined;
}
