import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { keyTarget, orderedRange, type GridDay } from "#app/studio/calendar/month-grid.ts";

export type DayRange = { from: string; to: string };

/**
 * How the owner moves through the Kalender's grid and picks days in it (WAI-ARIA grid): one
 * tabbable day, arrows, Home/End and Page Up/Down, into the next month too; a tap or Enter or
 * Space acts on one day (`onDay`); a drag with the pointer, Shift with the arrows or a Shift-click
 * selects a range, which Escape drops.
 */
export function useGridSelection({
  month,
  days,
  table,
  onDay,
}: {
  month: string;
  days: GridDay[];
  /** The grid, whose days the keyboard moves the focus to. */
  table: React.RefObject<HTMLTableElement | null>;
  onDay: (day: GridDay) => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = (location.state as { focus?: string } | null)?.focus;
  const [focused, setFocused] = useState(
    () =>
      days.find((day) => day.day === wanted)?.day ??
      days.find((day) => day.today)?.day ??
      days[0]!.day,
  );
  const [selection, setSelection] = useState<DayRange | null>(null);
  const anchor = useRef<string | null>(null);
  const drag = useRef<{ from: string; moved: boolean } | null>(null);
  // A drag that ends on the day it began sends that day a click, which must not act on it. One
  // that ends on another day sends no click to a day at all (the browser aims it at the row, or
  // a touch sends none), so the mark lasts only until her next press or key, never longer.
  const dragJustEnded = useRef(false);
  const moveFocus = useRef(Boolean(wanted));

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    table.current?.querySelector<HTMLButtonElement>(`button[data-day="${focused}"]`)?.focus();
  }, [focused, table]);

  const select = (from: string, to: string) => {
    const range = orderedRange(from, to);
    setSelection(range.from === range.to ? null : range);
  };

  const goTo = (target: string) => {
    moveFocus.current = true;
    if (target.startsWith(month)) {
      setFocused(target);
      return;
    }
    void navigate(`?monat=${target.slice(0, 7)}`, {
      state: { focus: target },
      preventScrollReset: true,
    });
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    dragJustEnded.current = false;
    if (event.key === "Escape" && selection) {
      setSelection(null);
      return;
    }
    const target = keyTarget(focused, event.key, event.shiftKey);
    if (!target) return;
    event.preventDefault();
    if (event.shiftKey && event.key.startsWith("Arrow")) {
      anchor.current ??= focused;
      select(anchor.current, target);
    } else {
      anchor.current = null;
    }
    goTo(target);
  };

  const dayAt = (x: number, y: number) =>
    document.elementFromPoint(x, y)?.closest<HTMLElement>("[data-day]")?.dataset.day ?? null;

  const onPointerDown = (event: React.PointerEvent) => {
    dragJustEnded.current = false;
    if (event.button !== 0 || event.shiftKey) return;
    const day = dayAt(event.clientX, event.clientY);
    drag.current = day ? { from: day, moved: false } : null;
  };
  const onPointerMove = (event: React.PointerEvent) => {
    if (!drag.current) return;
    const day = dayAt(event.clientX, event.clientY);
    if (!day || (day === drag.current.from && !drag.current.moved)) return;
    drag.current.moved = true;
    select(drag.current.from, day);
  };
  const onPointerUp = () => {
    dragJustEnded.current = drag.current?.moved ?? false;
    drag.current = null;
  };
  const onPointerCancel = () => {
    drag.current = null;
  };

  const onDayClick = (event: React.MouseEvent, day: GridDay) => {
    event.preventDefault();
    if (dragJustEnded.current) {
      dragJustEnded.current = false;
      return;
    }
    if (event.shiftKey) {
      select(anchor.current ?? focused, day.day);
      setFocused(day.day);
      return;
    }
    anchor.current = day.day;
    setSelection(null);
    onDay(day);
  };

  return {
    focused,
    selection,
    clearSelection: () => setSelection(null),
    tableEvents: { onKeyDown, onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
    /** What a day's cell needs: whether it is the tabbable one or selected, and its handlers. */
    dayEvents: (day: GridDay) => ({
      focused: day.day === focused,
      selected: selection !== null && day.day >= selection.from && day.day <= selection.to,
      onClick: (event: React.MouseEvent) => onDayClick(event, day),
      onFocus: () => day.day !== focused && setFocused(day.day),
    }),
  };
}
