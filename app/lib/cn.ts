/** Anything a class list is written from: text, or nothing (a condition that did not hold). */
export type ClassValue = string | false | null | undefined;

/**
 * Class names joined into one list: the parts that are text, separated by single spaces. It
 * merges nothing: two classes that set the same property are a mistake to fix where they are
 * written, not something to resolve here.
 */
export function cn(...parts: ClassValue[]): string {
  return parts
    .filter((part): part is string => typeof part === "string")
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" ");
}
