import { cn } from "#app/lib/cn.ts";

/** Class names the studio's pages share (the studio's stylesheet scans this file). */

/** A text input or select as the studio draws it, where it stands (the inbox's search). */
export const controlClass =
  "block min-h-12 w-full border border-ink/25 bg-white/80 px-4 text-base text-ink placeholder:text-muted/70 focus:border-ink";

/** A text input or select below its label. */
export const inputClass = cn("mt-2", controlClass);

export const labelClass = "block text-sm font-semibold text-ink";

export const hintClass = "mt-2 block text-sm leading-relaxed text-muted";

export const textareaClass =
  "mt-2 block w-full border border-ink/25 bg-white/80 px-4 py-3 text-base leading-relaxed text-ink placeholder:text-muted/70 focus:border-ink";
