import { CheckIcon } from "#app/components/ui/icons.tsx";
import { cn } from "#app/lib/cn.ts";

/**
 * A checkbox whose whole label is the target (at least 44 x 44 px, WCAG 2.2 target size): the native input
 * covers the label, invisible, so taps, the keyboard and screen readers all meet the real control;
 * the box and its tick are drawn beside the text.
 */
export function TapCheckbox({
  label,
  className,
  ...input
}: {
  label: React.ReactNode;
  className?: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "className">) {
  return (
    <label
      className={cn(
        "relative flex min-h-11 min-w-11 cursor-pointer items-center gap-3 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ink",
        className,
      )}
    >
      <input
        type="checkbox"
        {...input}
        className="peer absolute -inset-px m-0 h-[calc(100%+2px)] w-[calc(100%+2px)] cursor-pointer appearance-none opacity-0"
      />
      <span
        aria-hidden="true"
        className="grid size-5 shrink-0 place-items-center border border-ink/60 bg-white text-transparent peer-checked:border-ink peer-checked:bg-ink peer-checked:text-cream"
      >
        <CheckIcon className="size-4" />
      </span>
      {label}
    </label>
  );
}
