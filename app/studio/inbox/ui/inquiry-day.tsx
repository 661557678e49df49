import { Link } from "react-router";
import type { DayStatus } from "#app/availability/availability.server.ts";
import { dayStatusCopy } from "#app/content/studio/inquiry.ts";
import { cn } from "#app/lib/cn.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";

// A free day reads calm, any other wants a look; the words carry the meaning, not the colour.
const tones: Record<DayStatus["state"], string> = {
  free: "border-ink/20 bg-white/60 text-ink",
  blocked: "border-accent-strong bg-blush/40 text-ink",
  past: "border-ink/20 bg-sand/80 text-muted",
  booked: "border-accent-strong bg-blush/40 text-ink",
};

/**
 * The preferred day's status next to the date: "frei", "gesperrt", "liegt in der Vergangenheit"
 * or "schon gebucht:" with a link to the inquiry that booked it.
 */
export function DayStatusBadge({ status, className }: { status: DayStatus; className?: string }) {
  const name = status.state === "booked" ? `${status.firstName} ${status.lastName}`.trim() : "";
  return (
    <span
      data-day-status={status.state}
      className={cn(
        "inline-flex min-h-7 items-center gap-1.5 border px-2.5 text-sm leading-snug",
        tones[status.state],
        className,
      )}
    >
      {status.state === "booked" ? (
        <>
          {dayStatusCopy.booked}{" "}
          <Link
            to={`/studio/anfragen/${status.inquiryId}`}
            aria-label={dayStatusCopy.bookedLink(name)}
            className={buttonVariants({ variant: "link" })}
          >
            {name}
          </Link>
        </>
      ) : (
        dayStatusCopy[status.state]
      )}
    </span>
  );
}

/** Why a day is not free, for the reply's warning ("der Tag ist …"). */
export function dayStatusWhy(
  status: DayStatus,
  why: { blocked: string; past: string; booked: (name: string) => string },
): string {
  switch (status.state) {
    case "booked":
      return why.booked(`${status.firstName} ${status.lastName}`.trim());
    case "free":
      return "";
    default:
      return why[status.state];
  }
}
