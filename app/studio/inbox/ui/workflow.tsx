import { Form, useNavigation } from "react-router";
import { buttonStyles } from "#app/components/ui/button-styles.ts";
import { Notice } from "#app/components/ui/notice.tsx";
import { inquiryCopy, stageLabels } from "#app/content/studio/inbox.ts";
import { cn } from "#app/lib/cn.ts";
import { stages, type Stage } from "#app/studio/inbox/inbox.ts";

/** What "Status ändern" or "Kein Spam" did, for the notice below them. */
export type WorkflowOutcome =
  | { form: "stage"; ok: boolean; stage?: Stage; message?: string }
  | { form: "not_spam"; ok: true; queued: number };

/**
 * Moving the inquiry along: the status buttons, or, for spam, "Kein Spam" (spam has no status),
 * and what the last of them did.
 */
export function Workflow({
  stage,
  spam,
  outcome,
}: {
  stage: Stage;
  spam: boolean;
  outcome: WorkflowOutcome | null;
}) {
  const idle = useNavigation().state === "idle";
  return (
    <>
      {spam ? <NotSpam /> : <StageControl current={stage} />}
      {outcome && idle ? <WorkflowNotice outcome={outcome} /> : null}
    </>
  );
}

function NotSpam() {
  const { notSpam } = inquiryCopy;
  return (
    <section
      aria-labelledby="spam"
      className="mt-10 border border-dashed border-ink/30 bg-white/40 px-6 py-7 sm:px-8"
    >
      <h2 id="spam" className="text-2xl">
        {notSpam.heading}
      </h2>
      <p className="mt-2 max-w-xl leading-relaxed text-muted">{notSpam.text}</p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="intent" value="not_spam" />
        <button type="submit" className={buttonStyles("solid", "w-full cursor-pointer sm:w-auto")}>
          {notSpam.button}
        </button>
      </Form>
    </section>
  );
}

function StageControl({ current }: { current: Stage }) {
  return (
    <Form method="post" className="mt-8">
      <input type="hidden" name="intent" value="stage" />
      <fieldset>
        <legend className="text-sm text-muted">{inquiryCopy.stageControl.legend}</legend>
        <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {stages.map((stage) => (
            <button
              key={stage}
              type="submit"
              name="stage"
              value={stage}
              aria-pressed={stage === current}
              className={cn(
                "min-h-12 cursor-pointer border px-5 text-[0.95rem] transition-colors",
                stage === current
                  ? "border-ink bg-ink font-semibold text-cream"
                  : "border-ink/20 bg-white/50 text-ink hover:border-ink/60",
              )}
            >
              {stageLabels[stage]}
            </button>
          ))}
        </div>
      </fieldset>
    </Form>
  );
}

function WorkflowNotice({ outcome }: { outcome: WorkflowOutcome }) {
  if (outcome.form === "not_spam") {
    return <Notice tone="status">{inquiryCopy.notSpam.done(outcome.queued)}</Notice>;
  }
  return outcome.stage ? (
    <Notice tone="status">{inquiryCopy.stageControl.changed(stageLabels[outcome.stage])}</Notice>
  ) : (
    <Notice tone="error">{outcome.message}</Notice>
  );
}
