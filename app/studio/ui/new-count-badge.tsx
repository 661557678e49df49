import { shellCopy } from "#app/content/studio/shell.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * The count of new inquiries next to "Anfragen", in two parts so each can sit where it reads
 * right: a small pill with the number for the eye (`NewCountPill`), and "(3 neu)" for screen
 * readers after the word (`NewCountText`), so the link is "Anfragen (3 neu)". Nothing when none
 * is new.
 */
export function NewCountPill({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-strong px-1.5 text-[0.7rem] leading-none font-semibold text-cream tabular-nums",
        className,
      )}
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}

export function NewCountText({ count }: { count: number }) {
  return count > 0 ? <span className="sr-only">{shellCopy.newCount(count)}</span> : null;
}
