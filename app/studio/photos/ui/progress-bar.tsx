/**
 * How far an upload or an encoding is, as a thin bar with its name for screen readers. The bar
 * grows without animation when the owner asked for reduced motion (theme.css).
 */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="mt-3 h-1.5 w-full overflow-hidden bg-ink/10"
    >
      <div
        className="h-full bg-accent transition-[width] duration-500 ease-calm"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
