/**
 * The hero's slideshow as state and events, apart from timers and the page: which slide is shown,
 * which slides' pictures are in the page, whether a change is due, and which pictures have
 * arrived. A change that is due waits for its picture, so the cross-fade never shows a slide
 * whose picture is still loading (on a slow connection, or when the hero was scrolled out of view
 * and its lazy pictures wait for it).
 */
export type Slides = {
  count: number;
  /** The slide shown. */
  active: number;
  /** The last slide whose picture is in the page (the first one's always is). */
  prepared: number;
  /** The next change is due and waits for its picture. */
  due: boolean;
  /** The slides whose picture has arrived: loaded, or failed (its placeholder is then all there is). */
  arrived: readonly number[];
};

export type SlidesEvent =
  /** Put the next slide's picture into the page, ahead of its change. */
  | { type: "prepare" }
  /** The interval has passed: change now, or as soon as the next picture has arrived. */
  | { type: "due" }
  | { type: "arrived"; slide: number }
  /** Paused, held or restarted: a change that waits for its picture no longer comes. */
  | { type: "hold" };

/** The first slide shown, its picture the only one in the page (it is the first view's). */
export function initialSlides(count: number): Slides {
  return { count, active: 0, prepared: 0, due: false, arrived: [0] };
}

const following = (state: Slides) => (state.active + 1) % state.count;

/** The next slide is shown, and the one after it is put into the page, a whole slide ahead. */
function advance(state: Slides): Slides {
  const active = following(state);
  const ahead = Math.min(state.count - 1, active + 1);
  return { ...state, active, prepared: Math.max(state.prepared, ahead), due: false };
}

export function slidesReducer(state: Slides, event: SlidesEvent): Slides {
  const next = following(state);
  switch (event.type) {
    case "prepare":
      return state.prepared >= next ? state : { ...state, prepared: next };
    case "due": {
      const prepared = Math.max(state.prepared, next);
      return state.arrived.includes(next)
        ? advance({ ...state, prepared })
        : { ...state, prepared, due: true };
    }
    case "arrived": {
      if (state.arrived.includes(event.slide)) return state;
      const arrived = [...state.arrived, event.slide];
      return state.due && event.slide === next
        ? advance({ ...state, arrived })
        : { ...state, arrived };
    }
    case "hold":
      return state.due ? { ...state, due: false } : state;
  }
}
