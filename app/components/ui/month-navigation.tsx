import { ChevronLeftIcon, ChevronRightIcon } from "#app/components/ui/icons.tsx";
import { cn } from "#app/lib/cn.ts";

/** A step to the month before or after; one that is not possible stays in place, dimmed. */
type Step = { label: string; disabled?: boolean };
/** Changes the month where it is shown (the public date picker). */
export type MonthButtonStep = Step & { onClick: () => void };
/** Goes to the month's own address (the studio's Kalender, which works without JavaScript). */
export type MonthLinkStep = Step & { to: string };

/**
 * The router's link component, passed in by the pages whose steps are links (react-router's
 * `Link` fits), so the public pages, whose steps are buttons, load none of the router's link code.
 */
export type MonthLink = React.ComponentType<{
  to: string;
  "aria-label": string;
  className: string;
  preventScrollReset: boolean;
  children: React.ReactNode;
}>;

type Steps =
  | { previous: MonthButtonStep; next: MonthButtonStep; link?: never }
  | { previous: MonthLinkStep; next: MonthLinkStep; link: MonthLink };

/**
 * The month's name between its two steps, above a month grid: the name is announced when it
 * changes and labels the grid (`titleId`); each step is a 44 px target named by its label, and the
 * name does not move when a step is not possible.
 */
export function MonthNavigation({
  title,
  titleId,
  heading = false,
  titleClassName,
  className,
  ...steps
}: {
  title: string;
  titleId: string;
  /** The month is the page's section heading (an h2), not a caption inside a dialog. */
  heading?: boolean;
  titleClassName?: string;
  className?: string;
} & Steps) {
  const Title = heading ? "h2" : "p";
  const icons = {
    previous: <ChevronLeftIcon className="size-4" />,
    next: <ChevronRightIcon className="size-4" />,
  };
  const step = (which: "previous" | "next") =>
    steps.link ? (
      <LinkStep step={steps[which]} link={steps.link} icon={icons[which]} />
    ) : (
      <ButtonStep step={steps[which]} icon={icons[which]} />
    );
  return (
    <div className={cn("flex items-center justify-between gap-2", className)}>
      {step("previous")}
      <Title id={titleId} aria-live="polite" className={cn("text-center", titleClassName)}>
        {title}
      </Title>
      {step("next")}
    </div>
  );
}

const box = "grid size-11 shrink-0 cursor-pointer place-items-center transition-colors";

function ButtonStep({ step, icon }: { step: MonthButtonStep; icon: React.ReactNode }) {
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

function LinkStep({
  step,
  link: Link,
  icon,
}: {
  step: MonthLinkStep;
  link: MonthLink;
  icon: React.ReactNode;
}) {
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
