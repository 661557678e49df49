import { memo, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { calendarCopy, contactFormCopy as copy } from "#app/content/contact-form.ts";
import { siteLocale, type SiteLocale } from "#app/content/locale.ts";
import { useSectionHydrated } from "#app/lib/use-hydrated.ts";
import { Calendar } from "#app/inquiry/form/calendar.tsx";
import { formatTypedDate, parseTypedDate, startOfDay } from "#app/inquiry/form/calendar-model.ts";
import { FieldControl } from "#app/components/ui/field.tsx";
import { CalendarIcon } from "#app/components/ui/icons.tsx";
import {
  ContactError,
  ContactField,
  ContactHint,
  ContactLabel,
  controlClass,
} from "#app/inquiry/form/controls.tsx";

const subscribeNever = () => () => {};

/**
 * The calendar speaks the page's language: `<html lang>` is set from `siteLocale`, so the
 * server render and the hydrated page agree, and a page served in English gets English.
 */
export function usePageLocale(): SiteLocale {
  return useSyncExternalStore(
    subscribeNever,
    () => (document.documentElement.lang.toLowerCase().startsWith("en") ? "en" : "de"),
    () => siteLocale,
  );
}

/**
 * The optional preferred date: a text field that accepts a typed date (and is all there is
 * without JavaScript), plus a button that opens a calendar popover once the page is hydrated.
 */
export const DatePicker = memo(function DatePicker({
  value,
  onValue,
  error,
  locale,
  taken,
  onOpen,
}: {
  value: string;
  onValue: (value: string) => void;
  error?: string;
  locale: SiteLocale;
  /** Days already booked or blocked (ISO dates). */
  taken: ReadonlySet<string>;
  /** The calendar opens: a moment to ask for the taken days again. */
  onOpen: () => void;
}) {
  const hydrated = useSectionHydrated();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  const calendar = calendarCopy[locale];
  const selected = parseTypedDate(value, locale);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  // Clicks outside the picker close it, like any popover.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const readable = selected
    ? new Intl.DateTimeFormat(calendar.tag, { dateStyle: "full" }).format(selected)
    : null;

  return (
    <div ref={root} className="relative">
      <ContactField name="preferredDate" hint={readable ?? calendar.formatHint} error={error}>
        <ContactLabel label={copy.preferredDate} optional />
        <div className="relative flex">
          <FieldControl>
            <input
              type="text"
              name="preferredDate"
              value={value}
              onChange={(event) => onValue(event.target.value)}
              onBlur={() => selected && onValue(formatTypedDate(selected, locale))}
              placeholder={calendar.typedFormat}
              autoComplete="off"
              className={controlClass}
            />
          </FieldControl>
          {hydrated && (
            <button
              ref={trigger}
              type="button"
              aria-label={calendar.openCalendar}
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-controls={open ? dialogId : undefined}
              onClick={() => {
                if (!open) onOpen();
                setOpen((isOpen) => !isOpen);
              }}
              className="grid w-13 shrink-0 place-items-center border border-l-0 border-muted/80 bg-white/55 text-ink transition-colors hover:bg-sand aria-expanded:bg-sand"
            >
              <CalendarIcon className="size-6" />
            </button>
          )}
          {open && (
            <div
              id={dialogId}
              role="dialog"
              aria-label={calendar.dialogLabel}
              onKeyDown={(event) => {
                if (event.key === "Escape") {
                  event.stopPropagation();
                  close(true);
                }
              }}
              onBlur={(event) => {
                const next = event.relatedTarget as Node | null;
                if (next && !root.current?.contains(next)) setOpen(false);
              }}
              className="absolute top-full left-0 mt-2 z-30 w-[min(100%,21rem)] border border-ink/15 bg-cream p-4 shadow-[0_24px_48px_-20px_rgb(35_29_26/0.4)]"
            >
              <Calendar
                copy={calendar}
                selected={selected}
                min={startOfDay(new Date())}
                taken={taken}
                onSelect={(date) => {
                  onValue(formatTypedDate(date, locale));
                  close(true);
                }}
              />
              <div className="mt-3 flex justify-end gap-2 border-t border-ink/10 pt-3">
                {selected && (
                  <button
                    type="button"
                    onClick={() => {
                      onValue("");
                      close(true);
                    }}
                    className="min-h-10 px-3 text-sm text-muted underline-offset-4 hover:underline"
                  >
                    {calendar.clear}
                  </button>
                )}
                <button
                  type="button"
                  onClick={() => close(true)}
                  className="min-h-10 px-3 text-sm underline-offset-4 hover:underline"
                >
                  {calendar.close}
                </button>
              </div>
            </div>
          )}
        </div>
        <ContactHint />
        <ContactError />
      </ContactField>
    </div>
  );
});
