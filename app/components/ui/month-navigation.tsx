import { Link } from "react-router";
import { ChevronLeftIcon, ChevronRightIcon } from "#app/components/ui/icons.tsx";
import { cn } from "#app/lib/cn.ts";

/**
 * A step to the month before or after: a button that changes the month where it is shown (the
 * public date picker), or a link to the month's own address (the studio's Kalender). A step that
 * is not possible stays in its place, dimmed, so the month's name does not move.
 */
export type MonthStep = { label: string; disabled?: boolean } & (
  { onClick: () => void; to?: never } | { to: string; onClick?: never }
);

/**
 * The month's name between its two steps, above a month grid; the name is announced when it
 * changes and labels the grid (`titleId`). Each step is a 44 px target named by its label.
 */
export function MonthNavigation({
  title,
  titleId,
  heading = false,
  titleClassName,
  previous,
  next,
  className,
}: {
  title: string;
  titleId: string;
  /** The month is the page's section heading (an h2), not a caption inside a dialog. */
  heading?: boolean;
  titleClassName?: string;
  previous: MonthStep;
  next: MonthStep;
  className?: string;
}) {
  const Title = heading ? "h2" : "p";
  return (
    <div className={cn("flex items-center justify-between gap-2", className)}>
      <Step step={previous} icon={<ChevronLeftIcon className="size-4" />} />
      <Title id={titleId} aria-live="polite" className={cn("text-center", titleClassName)}>
        {title}
      </Title>
      <Step step={next} icon={<ChevronRightIcon className="size-4" />} />
    </div>
  );
}

const box = "grid size-11 shrink-0 cursor-pointer place-items-center transition-colors";

function Step({ step, icon }: { step: MonthStep; icon: React.ReactNode }) {
  if (step.to === undefined) {
    return (
      <button
        type="button"
        aria-label={step.label}
        disabled={step.disabled}
        onClick={step.onClick}
        className={cn(box, "enabled:hover:bg-sand disabled:cursor-default disabled:opacity-35")}
      >
        {icon}
      </button>
    );
  }
  // A link cannot be disabled: where there is no month to go to, there is no link.
  return step.disabled ? (
    <span className={cn(box, "cursor-default opacity-35")}>{icon}</span>
  ) : (
    <Link
      to={step.to}
      aria-label={step.label}
      className={cn(box, "hover:bg-sand")}
      preventScrollReset
    >
      {icon}
    </Link>
  );
}
