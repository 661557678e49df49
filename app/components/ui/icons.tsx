import type { StepIcon } from "#app/website/schema.ts";

/** Thin line icons drawn in currentColor; decorative, so hidden from assistive technology. */
const paths: Record<
  StepIcon | "pause" | "play" | "close" | "previous" | "next" | "chevron" | "mail",
  React.ReactNode
> = {
  consultation: (
    <>
      <path d="M5 6.5h14a1.5 1.5 0 0 1 1.5 1.5v8a1.5 1.5 0 0 1-1.5 1.5h-7l-4 3v-3H5A1.5 1.5 0 0 1 3.5 16V8A1.5 1.5 0 0 1 5 6.5Z" />
      <path d="M8 11h8M8 14h5" />
    </>
  ),
  camera: (
    <>
      <path d="M4 8.5h3.2l1.6-2.5h6.4l1.6 2.5H20a1 1 0 0 1 1 1V18a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9.5a1 1 0 0 1 1-1Z" />
      <circle cx="12" cy="13.5" r="3.5" />
    </>
  ),
  selection: (
    <>
      <rect x="3.5" y="4.5" width="7" height="7" />
      <rect x="13.5" y="4.5" width="7" height="7" />
      <rect x="3.5" y="14.5" width="7" height="5" />
      <path d="m14 17.2 2 2 4-4.4" />
    </>
  ),
  delivery: (
    <>
      <path d="M3.5 9.5h17v10h-17z" />
      <path d="M2.5 6.5h19v3h-19zM12 6.5v13" />
      <path d="M12 6.5c-1.5-3-5-3.2-5-1.2 0 1.2 2.5 1.2 5 1.2Zm0 0c1.5-3 5-3.2 5-1.2 0 1.2-2.5 1.2-5 1.2Z" />
    </>
  ),
  pause: <path d="M9 6v12M15 6v12" />,
  play: <path d="M8 5.5v13l10-6.5z" />,
  close: <path d="m6 6 12 12M18 6 6 18" />,
  previous: <path d="m14.5 5-7 7 7 7" />,
  next: <path d="m9.5 5 7 7-7 7" />,
  chevron: <path d="m6 9.5 6 6 6-6" />,
  mail: (
    <>
      <rect x="3.5" y="5.5" width="17" height="13" />
      <path d="m4 6 8 6.5L20 6" />
    </>
  ),
};

export type IconName = keyof typeof paths;

export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.25}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {paths[name]}
    </svg>
  );
}
