import { Form } from "react-router";
import { buttonStyles } from "#app/components/ui/button-styles.ts";
import { Notice } from "#app/components/ui/notice.tsx";
import { calendarCopy } from "#app/content/studio/calendar.ts";
import { StudioField } from "#app/studio/ui/form-field.tsx";
import { inputClass } from "#app/studio/ui/styles.ts";

/**
 * What "Sperren" did: days blocked (`at`: when, so that the form starts empty again), or why none
 * were, with the field the message is about and what was typed, to correct it.
 */
export type BlockOutcome =
  | { form: "block"; ok: true; added: number; at: number }
  | {
      form: "block";
      ok: false;
      field: "from" | "to";
      message: string;
      from: string;
      to: string;
    };

/** "Tage sperren": one day, or a range (a holiday). */
export function BlockDays({ today, outcome }: { today: string; outcome: BlockOutcome | null }) {
  const { block } = calendarCopy;
  const error = outcome && !outcome.ok ? outcome : null;
  return (
    <section aria-labelledby="block" className="mt-12">
      <h2 id="block" className="text-3xl">
        {block.heading}
      </h2>
      <p className="mt-2 text-muted">{block.text}</p>
      {/* A new key after each block: Von and Bis start empty, so the next single day is not
          silently a range. */}
      <Form
        method="post"
        className="mt-6 max-w-xl"
        noValidate
        key={outcome?.ok ? outcome.at : "block"}
      >
        <input type="hidden" name="intent" value="block" />
        <div className="grid gap-5 sm:grid-cols-2">
          <StudioField
            id="block-from"
            label={block.from}
            error={error?.field === "from" ? error.message : undefined}
          >
            <input
              name="from"
              type="date"
              required
              min={today}
              defaultValue={error?.from}
              className={inputClass}
            />
          </StudioField>
          <StudioField
            id="block-to"
            label={block.to}
            error={error?.field === "to" ? error.message : undefined}
          >
            <input
              name="to"
              type="date"
              min={today}
              defaultValue={error?.to}
              className={inputClass}
            />
          </StudioField>
        </div>
        <button
          type="submit"
          className={buttonStyles("solid", "mt-6 cursor-pointer max-sm:w-full")}
        >
          {block.button}
        </button>
        {outcome?.ok ? (
          <Notice tone="status">
            {outcome.added ? block.blocked(outcome.added) : block.already}
          </Notice>
        ) : null}
      </Form>
    </section>
  );
}
