import { cn } from "#app/lib/cn.ts";

export type IconProps = { className?: string };

/** The frame every icon is drawn in (icons.tsx says how). */
export function Svg({ className, children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cn("icon", className ?? "size-6")}
    >
      {children}
    </svg>
  );
}
