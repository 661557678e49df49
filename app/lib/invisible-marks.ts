/**
 * Invisible marks that change how text reads without being seen: the bidirectional embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069) can show "exe.fdp" as "pdf.exe", the
 * direction marks, zero-width spaces, word joiners and byte-order marks hide inside a word, and
 * Unicode's tag characters can carry a whole hidden text. The owner's content and her photos'
 * descriptions are published as she types them, so these are dropped when a schema reads them.
 * Kept: the joiners inside emoji and scripts (U+200C, U+200D), variation selectors, the soft
 * hyphen, and tag characters where they spell a flag (🏴 and its tag sequence). Client-safe.
 */
const invisible =
  /(\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F})|[\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB\u{E0000}-\u{E007F}]/gu;

export function withoutInvisibleMarks(text: string): string {
  return text.replace(invisible, (_, flag: string | undefined) => flag ?? "");
}
