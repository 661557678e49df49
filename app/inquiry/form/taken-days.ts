import { useCallback, useEffect, useState } from "react";
import { isoDayPattern } from "#app/availability/days.ts";

const empty: ReadonlySet<string> = new Set();

/**
 * The days already taken (GET /api/availability), as ISO dates, for the form's calendar and its
 * check of a typed date. Asked when the page's script starts and again whenever the calendar
 * opens: `no-cache` makes the browser revalidate (a 304 while nothing changed), so a day the
 * studio has just booked shows at once. Without an answer nothing is marked; the server refuses
 * a taken day anyway (409), and the form shows its message.
 */
export function useTakenDays(active: boolean) {
  const [taken, setTaken] = useState(empty);

  const refresh = useCallback(() => {
    fetch("/api/availability", { cache: "no-cache", headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { blocked?: unknown } | null) => {
        if (!Array.isArray(body?.blocked)) return;
        const days = body.blocked.filter(
          (day): day is string => typeof day === "string" && isoDayPattern.test(day),
        );
        setTaken((current) =>
          current.size === days.length && days.every((day) => current.has(day))
            ? current
            : new Set(days),
        );
      })
      .catch(() => {});
  }, []);

  useEffect(() => {
    if (active) refresh();
  }, [active, refresh]);

  return { taken, refresh };
}
