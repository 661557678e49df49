import { useEffect, useRef } from "react";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useNavigate } from "react-router";
import { inboxCopy } from "#app/content/studio/inbox.ts";
import { searchFieldId } from "#app/studio/inbox/ui/inbox-filters.tsx";
import { Button } from "#app/components/ui/button.tsx";

/** What "1" to "4" press on the inquiry's page (its buttons carry these data-shortcut values). */
const stageKeys: Record<string, string> = {
  "1": "stage-new",
  "2": "stage-answered",
  "3": "stage-booked",
  "4": "stage-declined",
};

const sheetId = "inbox-shortcuts";

const click = (name: string) =>
  document.querySelector<HTMLElement>(`[data-shortcut="${name}"]`)?.click();

/** Typing in a field is typing, not a shortcut. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || Boolean(target.closest("input, textarea, select")));

/**
 * The inbox's keyboard shortcuts (a keyboard at hand, mostly wide screens): "j"/"k" the next or
 * previous inquiry in the list's order (across its pages), "r" reply, "1"-"4" a status, "/" the
 * search, "?" this sheet. Never with a modifier key, never while typing.
 */
export function InboxShortcuts({
  nextHref,
  previousHref,
}: {
  nextHref: string | null;
  previousHref: string | null;
}) {
  const navigate = useNavigate();
  const sheet = useRef<HTMLDialogElement>(null);
  // Keys pressed before the page's script runs do nothing; tests wait for this mark.
  const hydrated = useHydrated();

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target) || sheet.current?.open) return;
      // The neighbours as the page on screen has them (its sheet carries them): one listener.
      const go = (href: string | undefined) => (href ? void navigate(href) : undefined);
      const actions: Record<string, () => void> = {
        j: () => go(sheet.current?.dataset.next),
        k: () => go(sheet.current?.dataset.previous),
        r: () => click("reply"),
        "/": () => document.getElementById(searchFieldId)?.focus(),
        "?": () => sheet.current?.showModal(),
      };
      const stage = stageKeys[event.key];
      const action = stage ? () => click(stage) : actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    }
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [navigate]);

  const { shortcuts } = inboxCopy;
  return (
    <dialog
      ref={sheet}
      id={sheetId}
      data-next={nextHref ?? undefined}
      data-previous={previousHref ?? undefined}
      data-hydrated={hydrated || undefined}
      aria-labelledby="shortcuts-heading"
      className="m-auto w-[min(28rem,calc(100vw-2rem))] border border-ink/15 bg-cream p-8 text-ink shadow-xl backdrop:bg-ink/40"
    >
      <h2 id="shortcuts-heading" className="text-3xl">
        {shortcuts.heading}
      </h2>
      <p className="mt-2 text-sm text-muted">{shortcuts.intro}</p>
      <dl className="mt-6 divide-y divide-ink/10">
        {shortcuts.keys.map(({ key, text }) => (
          <div key={key} className="flex items-center gap-4 py-2">
            <dt className="w-12 shrink-0">
              <kbd className="inline-flex min-w-8 justify-center border border-ink/25 bg-white/70 px-2 py-0.5 font-sans text-sm">
                {key}
              </kbd>
            </dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      <form method="dialog" className="mt-6">
        <Button type="submit" variant="secondary" size="sm">
          {shortcuts.close}
        </Button>
      </form>
    </dialog>
  );
}

/** "Tastenkürzel: ?" below the list (wide screens): opens the sheet. */
export function ShortcutsHint() {
  return (
    <Button
      variant="link-muted"
      size="inline"
      onClick={() => document.querySelector<HTMLDialogElement>(`#${sheetId}`)?.showModal()}
      className="mt-8 hidden min-h-11 items-center text-sm xl:inline-flex"
    >
      {inboxCopy.shortcuts.hint}
    </Button>
  );
}
