import { cn } from "#app/lib/cn.ts";
import { spamLabel, stageLabels } from "#app/content/studio/inbox.ts";
import type { Stage } from "#app/studio/inbox/inbox.ts";

// "Neu" is the loudest (it needs her), "Gebucht" the calmest of the open ones; the word carries
// the meaning (never colour alone). Every pair of text and background meets AA (4.5:1).
const tones: Record<Stage | "spam", string> = {
  new: "border-accent-strong bg-accent-strong font-semibold text-cream",
  answered: "border-ink/25 bg-sand text-ink",
  booked: "border-ink/15 bg-linen/60 text-ink",
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
