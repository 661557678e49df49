import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { inquiryCopy } from "#app/content/studio/inbox.ts";
import type { FieldErrors } from "#app/forms/parse-form.ts";
import type { Note } from "#app/studio/inbox/inbox.server.ts";
import { noteMaxLength } from "#app/studio/inbox/inbox.ts";
import { formatDateTime } from "#app/studio/ui/format.ts";
import { StudioField } from "#app/studio/ui/form-field.tsx";

/** What "Notiz speichern" did. */
export type NoteOutcome =
  { form: "note"; ok: true } | { form: "note"; ok: false; errors: FieldErrors<"note"> };

/** "Notizen": the owner's private notes on the inquiry, and a compact form for a new one. */
export function InquiryNotes({
  notes,
  outcome,
  action,
}: {
  notes: Note[];
  outcome: NoteOutcome | null;
  action: string;
}) {
  const idle = useNavigation().state === "idle";
  const error = outcome && !outcome.ok ? outcome.errors.note : undefined;
  return (
    <section aria-labelledby="notes" className="mt-10">
      <h2 id="notes" className="text-2xl">
        {inquiryCopy.notesHeading}
      </h2>
      {notes.length ? (
        <ul className="mt-4 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="border-l-2 border-accent/50 bg-white/50 px-4 py-3">
              <p className="leading-relaxed break-words whitespace-pre-line">{note.body}</p>
              <p className="mt-1 text-sm text-muted">
                <time dateTime={new Date(note.createdAt).toISOString()}>
                  {formatDateTime(note.createdAt)}
                </time>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {/* A new key after each saved note empties the field. */}
      <Form method="post" action={action} preventScrollReset className="mt-4" key={notes.length}>
        <input type="hidden" name="intent" value="note" />
        <StudioField
          id="note"
          label={inquiryCopy.noteLabel}
          hint={inquiryCopy.notesIntro}
          error={error}
        >
          <textarea
            name="note"
            rows={2}
            required
            maxLength={noteMaxLength}
            className="mt-2 block w-full border border-ink/25 bg-white/80 px-4 py-3 text-base text-ink focus:border-ink"
          />
        </StudioField>
        {outcome?.ok && idle ? <Notice tone="status">{inquiryCopy.noteSaved}</Notice> : null}
        <Button type="submit" variant="secondary" className="mt-4 w-full sm:w-auto">
          {inquiryCopy.noteButton}
        </Button>
      </Form>
    </section>
  );
}
