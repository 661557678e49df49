import { cn } from "#app/lib/cn.ts";
import { spamLabel, stageLabels } from "#app/content/studio/inbox.ts";
import type { Stage } from "#app/studio/inbox/inbox.ts";

// Each stage has its own quiet tone, but the word carries the meaning (never colour alone).
const tones: Record<Stage | "spam", string> = {
  new: "border-accent/60 bg-blush/40 text-ink",
  answered: "border-ink/20 bg-sand/80 text-ink",
  booked: "border-ink bg-ink text-cream",
  declined: "border-ink/15 bg-transparent text-muted",
  spam: "border-dashed border-ink/30 bg-transparent text-muted",
};

/** An inquiry's status as a text chip: its stage, or Spam. */
export function StageChip({ stage, spam }: { stage: Stage; spam: boolean }) {
  const key = spam ? "spam" : stage;
  return (
    <span
      className={cn(
        "label-caps inline-flex min-h-7 shrink-0 items-center border px-2.5 text-[0.62rem]",
        tones[key],
      )}
    >
      {spam ? spamLabel : stageLabels[stage]}
    </span>
  );
}
