import { useEffect, useReducer, useRef, useState } from "react";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { PauseIcon, PlayIcon } from "#app/components/ui/icons.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { hero } from "#app/content/hero.ts";
import { Lines } from "#app/components/ui/lines.tsx";
import { initialSlides, slidesReducer } from "#app/components/sections/hero-slides.ts";
import { afterLoadWhenIdle, msSinceFirstPaint } from "#app/lib/first-view.ts";
import type { ImageAsset } from "#app/images/images.ts";
import { useSectionHydrated } from "#app/lib/use-hydrated.ts";
import { usePrefersReducedMotion } from "#app/lib/use-reduced-motion.ts";
import type { HomeContent } from "#app/website/schema.ts";

/** Full-bleed background; `<Picture priority>` preloads the first image with these sizes. */
const heroImageSizes = "100vw";

/**
 * How long before the first change the second picture is put into the page: 4 s after the first
 * paint, well after the first view, yet in time. Its phone cut (about 25 KB) takes about a third
 * of a second on slow 4G; on a slower connection the change waits until it has arrived.
 */
const prepareAheadMs = 1_000;

/**
 * Hero with three crossfading background images. The rotation follows WCAG 2.2.2: a visible
 * pause/play control, a hold while keyboard focus is inside the hero, and no automatic rotation
 * when the visitor prefers reduced motion (the control can still start it on request).
 */
export function Hero({ content, images }: { content: HomeContent["hero"]; images: ImageAsset[] }) {
  const reducedMotion = usePrefersReducedMotion();
  // Only the first slide's picture is in the first view. Each later one is put into the page
  // ahead of its change, and a change that is due waits until its picture has arrived.
  const [{ active, prepared }, dispatch] = useReducer(slidesReducer, images.length, initialSlides);
  const [playRequest, setPlayRequest] = useState<boolean | null>(null);
  const [focusHold, setFocusHold] = useState(false);
  // Without JavaScript nothing rotates, so the control only appears once it can work.
  const hydrated = useSectionHydrated();

  const playing = (playRequest ?? !reducedMotion) && !focusHold;

  // The first change comes one interval after the page was first shown, however long the script
  // took to start (on a slow phone, seconds). Once a picture has changed, or the visitor has
  // paused or held the slideshow, the next change comes one full interval later.
  const fromFirstPaint = useRef(true);
  useEffect(() => {
    if (!playing) return;
    const delay = fromFirstPaint.current
      ? Math.max(0, hero.slideIntervalMs - msSinceFirstPaint())
      : hero.slideIntervalMs;
    // The second slide's picture: not in the first view, but well before its change, once the
    // page has loaded and the browser is idle. The later ones are a whole slide ahead already.
    const cancelPrepare = afterLoadWhenIdle(Math.max(0, delay - prepareAheadMs), () =>
      dispatch({ type: "prepare" }),
    );
    const timer = window.setTimeout(() => {
      fromFirstPaint.current = false;
      dispatch({ type: "due" });
    }, delay);
    return () => {
      cancelPrepare();
      window.clearTimeout(timer);
      dispatch({ type: "hold" });
    };
  }, [playing, active]);

  const onFocus = (event: React.FocusEvent) => {
    // Mouse clicks on the control do not count; only keyboard focus holds the slideshow.
    if (!event.target.matches(":focus-visible")) return;
    fromFirstPaint.current = false;
    setFocusHold(true);
  };
  const onBlur = (event: React.FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusHold(false);
  };
  const togglePlay = () => {
    fromFirstPaint.current = false;
    if (playing) setPlayRequest(false);
    else {
      setPlayRequest(true);
      setFocusHold(false);
    }
  };

  return (
    <section
      aria-labelledby="hero-title"
      onFocus={onFocus}
      onBlur={onBlur}
      className="on-dark relative isolate flex min-h-[calc(100svh-4rem)] flex-col overflow-hidden bg-espresso text-cream md:min-h-[calc(100svh-5rem)]"
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10" data-testid="hero-slides">
        {/* Keyed by place: the owner may show one photo in two of the three. */}
        {images.map((image, index) => (
          <div
            key={index}
            data-active={index === active}
            className="absolute inset-0 opacity-0 transition-opacity duration-[1600ms] ease-calm data-[active=true]:opacity-100"
          >
            {/* The later slides are only needed once the slideshow runs, and then one at a
                time; in the first view they would take a phone's bandwidth from the first. */}
            {(index === 0 || index <= prepared) && (
              <Picture
                image={image}
                sizes={heroImageSizes}
                priority={index === 0}
                alt=""
                className="block size-full"
                imgClassName="size-full object-cover"
                onLoad={index === 0 ? undefined : () => dispatch({ type: "arrived", slide: index })}
                onError={
                  index === 0 ? undefined : () => dispatch({ type: "arrived", slide: index })
                }
              />
            )}
          </div>
        ))}
        {/* Keeps light text readable on any of the photographs. */}
        <div className="absolute inset-0 bg-linear-to-t from-ink/85 via-ink/45 to-ink/30" />
      </div>

      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col justify-end px-5 pt-28 pb-10 md:px-10 md:pb-14">
        <div className="max-w-3xl">
          <p className="label-caps text-blush">{content.tagline}</p>
          <h1 id="hero-title" className="mt-6 text-display text-cream">
            {content.headline}
          </h1>
          <p className="mt-7 max-w-xl text-base leading-relaxed text-cream/85 md:text-lg">
            <Lines text={content.subline} />
          </p>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row">
            <a
              href={hero.primaryAction.href}
              className={buttonVariants({ variant: "primary-on-dark" })}
            >
              {hero.primaryAction.label}
            </a>
            <a
              href={hero.secondaryAction.href}
              className={buttonVariants({ variant: "secondary-on-dark" })}
            >
              {hero.secondaryAction.label}
            </a>
          </div>
        </div>

        <div className="mt-14 flex flex-col gap-6 border-t border-cream/20 pt-6 md:mt-20 md:flex-row md:items-center md:justify-between">
          <ul className="flex flex-col gap-3 text-sm text-cream/85 sm:flex-row sm:flex-wrap sm:gap-x-10">
            {content.trustPoints.map((point) => (
              <li key={point} className="flex items-center gap-3">
                <span aria-hidden="true" className="size-1.5 rotate-45 bg-blush" />
                {point}
              </li>
            ))}
          </ul>
          {/* The controls need the script; until it runs they keep their space (invisible, not
              absent) so hydration does not shift the hero's text. */}
          <div className={`flex items-center gap-4 ${hydrated ? "" : "invisible"}`}>
            <div aria-hidden="true" className="flex gap-2">
              {images.map((_, index) => (
                <span
                  key={index}
                  className={`h-px w-8 transition-colors duration-700 ${index === active ? "bg-cream" : "bg-cream/30"}`}
                />
              ))}
            </div>
            <Button variant="ghost-on-dark" className="px-2" onClick={togglePlay}>
              {playing ? <PauseIcon className="size-4" /> : <PlayIcon className="size-4" />}
              {playing ? hero.controls.pause : hero.controls.play}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
