import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { Notice } from "#app/components/ui/notice.tsx";
import { inquiryCopy, stageLabels } from "#app/content/studio/inbox.ts";
import { inquiryPageCopy } from "#app/content/studio/inquiry.ts";
import { cn } from "#app/lib/cn.ts";
import { stages, type Stage } from "#app/studio/inbox/inbox.ts";
import { ChevronDownIcon, StatusIcon } from "#app/components/ui/icons.tsx";

/** What "Status ändern" or "Kein Spam" did, for the notice below the page's header. */
export type WorkflowOutcome =
  | { form: "stage"; ok: boolean; stage?: Stage; message?: string }
  | { form: "not_spam"; ok: true; queued: number };

/** An action of the bar: a tall cell with an icon over its word on phones, a row on wide screens. */
export const barItemClass =
  "flex min-h-14 min-w-11 cursor-pointer flex-col items-center justify-center gap-1 px-1 text-[0.72rem] leading-tight tracking-wide transition-colors lg:min-h-11 lg:flex-row lg:gap-2 lg:px-4 lg:text-sm";

/**
 * The status in the action bar: the current stage on its button, and a menu of the four stages
 * (a native <details>: two taps, no script needed). Each stage is a submit button of one form;
 * `data-shortcut` lets the keyboard shortcuts click them even while the menu is closed.
 */
export function StatusMenu({ current, action }: { current: Stage; action: string }) {
  const menu = useRef<HTMLDetailsElement>(null);

  // With a script, a tap outside or Escape closes the open menu, as menus do.
  useEffect(() => {
    const element = menu.current;
    if (!element) return;
    const outside = (event: PointerEvent) => {
      if (element.open && !element.contains(event.target as Node)) element.open = false;
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !element.open) return;
      element.open = false;
      element.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("keydown", escape);
    };
  }, []);

  return (
    <details ref={menu} className="group relative">
      <summary
        aria-label={inquiryPageCopy.actions.status(stageLabels[current])}
        className={cn(
          barItemClass,
          "list-none text-ink hover:bg-sand/70 [&::-webkit-details-marker]:hidden",
        )}
      >
        <StatusIcon className="size-5 shrink-0" />
        <span className="flex items-center gap-0.5">
          <span className="hidden text-muted lg:inline">
            {inquiryPageCopy.actions.statusShort}:
          </span>
          <span className="font-semibold lg:ml-1">{stageLabels[current]}</span>
          <ChevronDownIcon className="size-3.5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
        </span>
      </summary>
      <div className="absolute right-0 bottom-full z-10 mb-2 w-64 border border-ink/15 bg-cream p-3 shadow-lg lg:top-full lg:bottom-auto lg:mt-2 lg:mb-0">
        <Form
          method="post"
          action={action}
          preventScrollReset
          onSubmit={() => menu.current?.removeAttribute("open")}
        >
          <input type="hidden" name="intent" value="stage" />
          <fieldset>
            <legend className="px-1 pb-2 text-sm text-muted">
              {inquiryCopy.stageControl.legend}
            </legend>
            <div className="grid gap-1.5">
              {stages.map((stage) => (
                <button
                  key={stage}
                  type="submit"
                  name="stage"
                  value={stage}
                  data-shortcut={`stage-${stage}`}
                  aria-pressed={stage === current}
                  className={cn(
                    "min-h-12 w-full cursor-pointer border px-4 text-left text-[0.95rem] transition-colors",
                    stage === current
                      ? "border-ink bg-ink font-semibold text-cream"
                      : "border-ink/15 bg-white/60 text-ink hover:border-ink/60",
                  )}
                >
                  {stageLabels[stage]}
                </button>
              ))}
            </div>
          </fieldset>
        </Form>
      </div>
    </details>
  );
}

/** "Kein Spam", in the action bar of a spam inquiry (spam has no status). */
export function NotSpamButton({ action }: { action: string }) {
  return (
    <Form method="post" action={action} preventScrollReset className="contents">
      <input type="hidden" name="intent" value="not_spam" />
      <button
        type="submit"
        className={cn(
          barItemClass,
          "col-span-2 bg-ink font-semibold text-cream hover:bg-accent-strong",
        )}
      >
        {inquiryCopy.notSpam.button}
      </button>
    </Form>
  );
}

/** Why a spam inquiry got no mails, and what "Kein Spam" does. */
export function SpamExplanation() {
  const { notSpam } = inquiryCopy;
  return (
    <section
      aria-labelledby="spam"
      className="mt-8 border border-dashed border-ink/30 bg-white/40 px-6 py-6 sm:px-8"
    >
      <h2 id="spam" className="text-2xl">
        {notSpam.heading}
      </h2>
      <p className="mt-2 max-w-xl leading-relaxed text-muted">
        {notSpam.text} {inquiryPageCopy.spamHint}
      </p>
    </section>
  );
}

export function WorkflowNotice({ outcome }: { outcome: WorkflowOutcome }) {
  if (outcome.form === "not_spam") {
    return <Notice tone="status">{inquiryCopy.notSpam.done(outcome.queued)}</Notice>;
  }
  return outcome.stage ? (
    <Notice tone="status">{inquiryCopy.stageControl.changed(stageLabels[outcome.stage])}</Notice>
  ) : (
    <Notice tone="error">{outcome.message}</Notice>
  );
}
