import { createContext, useContext } from "react";
import { fieldLabel, websiteCopy } from "#app/content/studio/website.ts";
import { cn } from "#app/lib/cn.ts";
import { errorFor, listIntent } from "#app/studio/website/editor.ts";
import { StudioField } from "#app/studio/ui/form-field.tsx";
import { ArrowDownIcon, ArrowUpIcon } from "#app/components/ui/icons.tsx";
import { inputClass, textareaClass } from "#app/studio/ui/styles.ts";
import { valueAt } from "#app/website/form-paths.ts";
import type { FieldErrors } from "#app/forms/parse-form.ts";

/**
 * The editor's controls: each is named and identified by its dotted path ("home.faq.items.3.answer"),
 * starts from the value at that path and shows the message for it. Uncontrolled, so typing never
 * waits for React, and the form posts as it is without JavaScript.
 */
type Editing = { values: unknown; errors: FieldErrors };

const EditingContext = createContext<Editing>({ values: {}, errors: {} });

export const EditingProvider = EditingContext.Provider;

export const useEditing = () => useContext(EditingContext);

function initial(value: unknown): string {
  if (Array.isArray(value)) return value.join("\n");
  return value === undefined || value === null ? "" : String(value);
}

/**
 * A textarea's rows where it cannot grow with its text (no `field-sizing`): enough for the text
 * at a phone's width (about 34 characters a line), never fewer than asked for.
 */
function rowsFor(value: string, lines: number): number {
  const needed = value
    .split("\n")
    .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / 34)), 0);
  return Math.max(lines, needed + 1);
}

/** A text field; `lines` for a textarea (every text that may hold line breaks). */
export function TextField({
  path,
  lines = 0,
  hint,
  label,
  withItems = false,
  ...control
}: {
  path: string;
  lines?: number;
  hint?: string;
  label?: string;
  /** The control holds a list (one item per line): its items' messages show here too. */
  withItems?: boolean;
} & Pick<React.ComponentProps<"input">, "inputMode" | "type" | "autoComplete">) {
  const { values, errors } = useEditing();
  const value = initial(valueAt(values, path));
  return (
    <StudioField
      id={path}
      label={label ?? fieldLabel(path)}
      hint={hint}
      error={errorFor(errors, path, withItems)}
      className="mt-6"
    >
      {lines ? (
        <textarea
          name={path}
          rows={rowsFor(value, lines)}
          defaultValue={value}
          className={cn(textareaClass, "min-h-24 field-sizing-content")}
        />
      ) : (
        <input name={path} defaultValue={value} className={inputClass} {...control} />
      )}
    </StudioField>
  );
}

export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      // The first section stands right below the save bar: no rule of its own there.
      className="mt-14 scroll-mt-32 border-t border-ink/10 pt-8 first-of-type:mt-10 first-of-type:border-t-0 first-of-type:pt-0"
      id={id}
    >
      <h2 id={`${id}-heading`} className="text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

const smallButton =
  "inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center border border-ink/25 px-3 text-sm text-ink hover:border-ink disabled:cursor-not-allowed disabled:opacity-40";

/**
 * One item of an editable list, with its heading and the buttons that move or remove it (form
 * submits with an intent: they work without JavaScript).
 */
export function ListItem({
  list,
  index,
  count,
  min,
  title,
  children,
}: {
  list: string;
  index: number;
  count: number;
  min: number;
  title: string;
  children: React.ReactNode;
}) {
  const { editor } = websiteCopy;
  const labelled = (action: string) => `${title}: ${action}`;
  return (
    <fieldset className="mt-8 border border-ink/15 bg-white/40 px-4 pt-2 pb-5 sm:px-5">
      <legend className="px-1 font-semibold">{title}</legend>
      {children}
      <div className="mt-5 flex flex-wrap gap-2">
        <button
          type="submit"
          name="intent"
          value={listIntent(list, "up", index)}
          disabled={index === 0}
          aria-label={labelled(editor.up)}
          className={smallButton}
        >
          <ArrowUpIcon className="size-5" />
          <span className="ml-1 hidden sm:inline">{editor.up}</span>
        </button>
        <button
          type="submit"
          name="intent"
          value={listIntent(list, "down", index)}
          disabled={index === count - 1}
          aria-label={labelled(editor.down)}
          className={smallButton}
        >
          <ArrowDownIcon className="size-5" />
          <span className="ml-1 hidden sm:inline">{editor.down}</span>
        </button>
        <button
          type="submit"
          name="intent"
          value={listIntent(list, "remove", index)}
          disabled={count <= min}
          aria-label={labelled(editor.remove)}
          className={cn(smallButton, "ml-auto text-danger")}
        >
          {editor.remove}
        </button>
      </div>
    </fieldset>
  );
}

export function AddButton({
  list,
  count,
  max,
  what,
}: {
  list: string;
  count: number;
  max: number;
  what: string;
}) {
  const { errors } = useEditing();
  const error = errors[list];
  return (
    <div className="mt-6">
      {error ? (
        <p
          id={`${list}-error`}
          role="alert"
          className="mb-3 border-l-2 border-accent-strong bg-blush/25 px-4 py-3"
        >
          {error}
        </p>
      ) : null}
      {count < max ? (
        <button
          type="submit"
          name="intent"
          value={listIntent(list, "add")}
          className={cn(smallButton, "w-full sm:w-auto")}
        >
          + {websiteCopy.editor.add(what)}
        </button>
      ) : null}
    </div>
  );
}
