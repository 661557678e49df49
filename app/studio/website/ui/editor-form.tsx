import { useEffect, useRef, useState } from "react";
import { Form, useFetcher } from "react-router";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { fieldLabel, websiteCopy } from "#app/content/studio/website.ts";
import { EditingProvider } from "#app/studio/website/ui/fields.tsx";
import type { FieldErrors } from "#app/forms/parse-form.ts";

const { editor } = websiteCopy;

/** The answer to an autosave (`intent=autosave`), posted by a fetcher. */
type AutosaveAnswer = { autosave: true; errors: FieldErrors };

const autosaveDelayMs = 800;

/**
 * One editor's form: a real post ("Speichern") that works without JavaScript and, with it, saves
 * the draft as she types (800 ms after the last input, through a fetcher, so the page neither
 * reloads nor loses focus). An autosave's messages show only at fields she has changed; a full
 * save shows all of them, lists them at the top and moves focus to the first.
 */
export function EditorForm({
  values,
  errors,
  status,
  children,
}: {
  values: unknown;
  /** From the last full save (or list change). */
  errors: FieldErrors;
  /** What the last full save or list change says. */
  status: string | null;
  children: React.ReactNode;
}) {
  const fetcher = useFetcher<AutosaveAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const changing = useRef(new Set<string>());
  /** The fields changed before the last autosave: only their messages show. */
  const [touched, setTouched] = useState<string[]>([]);

  const autosaved = fetcher.data?.autosave ? fetcher.data.errors : null;
  const shown = autosaved
    ? Object.fromEntries(
        Object.entries(autosaved).filter(
          ([path]) =>
            path in errors || touched.some((name) => path === name || path.startsWith(`${name}.`)),
        ),
      )
    : errors;
  const failedCount = autosaved ? Object.keys(autosaved).length : 0;

  useEffect(() => () => clearTimeout(timer.current), []);
  // The form is drawn anew after each full save (keyed by the location): its first error is the
  // one to go to, and only then, never while she types.
  useEffect(() => {
    const first = formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    first?.focus();
    first?.scrollIntoView({ block: "center" });
  }, []);

  function onInput(event: React.FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    if (target.name) changing.current.add(target.name);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const form = formRef.current;
      if (!form) return;
      setTouched([...changing.current]);
      const data = new FormData(form);
      data.set("intent", "autosave");
      void fetcher.submit(data, { method: "post" });
    }, autosaveDelayMs);
  }

  let quiet = status ?? editor.hint;
  if (fetcher.state !== "idle") quiet = editor.saving;
  else if (autosaved) quiet = failedCount ? editor.autosaveFailed(failedCount) : editor.saved;
  const errorPaths = Object.keys(errors);

  return (
    <Form
      method="post"
      noValidate
      ref={formRef}
      onInput={onInput}
      onSubmit={() => clearTimeout(timer.current)}
      // A field reached by its link (#facts.phone) stops below the top bars, not under them.
      className="[&_:is(input,textarea,select,fieldset)]:scroll-mt-40"
    >
      {/* The bar sits in the content column; its rule shows only once it sticks (studio.css). */}
      <div className="editor-bar sticky top-16 z-20 mt-6 lg:top-0">
        <div className="flex min-h-16 items-center justify-between gap-4 border-b border-transparent bg-cream/95 py-2 backdrop-blur-md">
          <p aria-live="polite" className="text-sm text-muted">
            {quiet}
          </p>
          <Button
            type="submit"
            name="intent"
            value="save"
            variant="secondary"
            size="sm"
            className="shrink-0"
          >
            {editor.save}
          </Button>
        </div>
      </div>
      {errorPaths.length ? (
        <div role="alert" className="mt-6 border-l-2 border-accent-strong bg-blush/25 px-4 py-3">
          <p>{websiteCopy.refusals.invalid}</p>
          <ul className="mt-2 list-disc pl-5">
            {errorPaths.map((path) => (
              <li key={path}>
                <a href={`#${path}`} className={buttonVariants({ variant: "link" })}>
                  {fieldLabel(path)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <EditingProvider value={{ values, errors: shown }}>{children}</EditingProvider>
      <Button type="submit" name="intent" value="save" className="mt-12 w-full sm:w-auto">
        {editor.save}
      </Button>
    </Form>
  );
}
