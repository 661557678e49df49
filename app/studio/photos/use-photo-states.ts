import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { isBusy, statusPath, type PhotoState } from "#app/studio/photos/photos.ts";

/** How often the pages ask while the worker has something to do. */
const pollMs = 1500;

const byId = (states: PhotoState[]) => new Map(states.map((state) => [state.id, state]));

/**
 * Her photos' states as the worker moves them on: polled from `GET /studio/fotos/status` every
 * 1.5 s while a photo is queued or encoding (or `alsoWhile` holds, an upload under way), and not
 * at all otherwise, nor while the page is hidden. When a photo's state changes (encoded, failed,
 * a new one, one gone) the page's data is loaded again, so its pictures and badges follow.
 * `only` watches one photo (its own page).
 */
export function usePhotoStates(
  initial: PhotoState[],
  { alsoWhile = false, only }: { alsoWhile?: boolean; only?: string } = {},
): Map<string, PhotoState> {
  // What a poll brought, for the page data it was polled after; new page data is the newer word.
  const [polled, setPolled] = useState<{ after: PhotoState[]; states: Map<string, PhotoState> }>();
  const states = polled?.after === initial ? polled.states : byId(initial);
  const shown = useRef(states);
  useEffect(() => {
    shown.current = states;
  });
  const { revalidate } = useRevalidator();

  const busy = alsoWhile || [...states.values()].some(isBusy);
  useEffect(() => {
    if (!busy) return;
    let stopped = false;
    const poll = async () => {
      if (document.hidden) return;
      try {
        const response = await fetch(statusPath, { headers: { Accept: "application/json" } });
        if (!response.ok || stopped) return;
        const { photos } = (await response.json()) as { photos: PhotoState[] };
        const next = byId(only ? photos.filter((photo) => photo.id === only) : photos);
        const before = shown.current;
        const changed =
          next.size !== before.size ||
          [...next.values()].some((state) => before.get(state.id)?.status !== state.status);
        if (stopped) return;
        setPolled({ after: initial, states: next });
        if (changed) await revalidate();
      } catch {
        // Offline for a moment: the next poll tries again.
      }
    };
    const timer = setInterval(() => void poll(), pollMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [busy, revalidate, initial, only]);

  return states;
}
