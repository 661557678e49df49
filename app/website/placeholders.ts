/**
 * The studio's "Startklar" list: which texts of the content are still the stand-ins a fresh
 * install starts with (app/content/website/defaults.ts: Erika Mustermann, Musterstraße 1, example.com,
 * 0000000). Client-safe: the overview lists them, each linking to its field.
 */
import { placeholderMarkers } from "#app/content/studio/website.ts";
import type { DocumentName, SiteContent } from "#app/website/schema.ts";

export type PlaceholderField = {
  document: DocumentName;
  /** The field's dotted path, which is also its control's id in the editor. */
  path: string;
};

export function isPlaceholder(value: string): boolean {
  const lower = value.toLowerCase();
  return placeholderMarkers.some((marker) => lower.includes(marker));
}

/** Every text field whose value still holds a stand-in, in the order the editors show them. */
export function placeholderFields(content: SiteContent): PlaceholderField[] {
  const found: PlaceholderField[] = [];
  const walk = (value: unknown, path: string, document: DocumentName) => {
    if (typeof value === "string") {
      if (isPlaceholder(value)) found.push({ document, path });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${path}.${index}`, document));
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`, document);
    }
  };
  for (const [document, value] of Object.entries(content)) {
    walk(value, document, document as DocumentName);
  }
  return found;
}
