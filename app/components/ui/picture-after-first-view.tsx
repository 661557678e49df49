import { useEffect, useRef, useState, type RefObject } from "react";
import { Picture, type PictureProps } from "#app/components/ui/picture.tsx";
import { afterLoadWhenIdle, msSinceFirstPaint } from "#app/lib/first-view.ts";

/** How far from the viewport a picture starts loading once the visitor scrolls: half a screen. */
const approachShare = 0.5;

/**
 * When such a picture is fetched without a scroll: well after the first view, and after the
 * hero's second picture (4 s after the first paint), which then has the connection to itself.
 */
const unaskedAfterFirstPaintMs = 5_000;

/**
 * A picture right below the first view, which the visitor will most likely scroll to. Chromium's
 * own lazy loading starts 1,250 to 2,500 px ahead of the viewport, which from the top of a phone's
 * page reaches a picture a few lines under the hero: it would be fetched with the first view. Here
 * it is fetched after the first view: at the visitor's first scroll (it is then within half a
 * screen), when it is in view without one (a tall window, a crawler's), or once the page has been
 * shown for a while and is idle, so that it is there when she scrolls to it on a slow connection.
 * Until then the frame, which has the picture's size (its classes must give it one, such as an
 * aspect ratio), shows the blurred placeholder and carries the description; nothing moves when the
 * picture arrives. Without JavaScript the picture is in a `<noscript>` and loads as any lazy
 * picture does.
 */
export function PictureAfterFirstView({ className, ...picture }: Omit<PictureProps, "priority">) {
  const frame = useRef<HTMLDivElement>(null);
  const wanted = useWanted(frame);
  const alt = picture.alt ?? picture.image.alt;
  const inner = (described: boolean) => (
    <Picture {...picture} alt={described ? alt : ""} className="block size-full" />
  );
  return (
    <div
      ref={frame}
      role={wanted || !alt ? undefined : "img"}
      aria-label={wanted || !alt ? undefined : alt}
      className={className}
      style={{ backgroundImage: picture.image.placeholder }}
    >
      {/* Inside the described frame the picture itself is not described again. */}
      {wanted ? inner(true) : <noscript>{inner(false)}</noscript>}
    </div>
  );
}

/**
 * Whether the element's picture is wanted: it is in view, or within `approachShare` of a screen
 * of it once the page has been scrolled, or the page has been shown for `unaskedAfterFirstPaintMs`
 * and is idle. Stays `true` once it was.
 */
function useWanted(ref: RefObject<HTMLElement | null>): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (wanted || !element) return;
    const want = () => setWanted(true);
    // Opened further down (a link to a section, a reload) counts as scrolled.
    let scrolled = window.scrollY > 0;
    const check = () => {
      const { top, bottom } = element.getBoundingClientRect();
      const margin = scrolled ? window.innerHeight * approachShare : 0;
      if (top < window.innerHeight + margin && bottom > -margin) want();
    };
    const onScroll = () => {
      scrolled = true;
      check();
    };
    // Also for what moves it without a scroll: a turned phone, a resized window.
    const observer = new IntersectionObserver(check, {
      rootMargin: `${approachShare * 100}% 0px`,
    });
    observer.observe(element);
    window.addEventListener("scroll", onScroll, { passive: true });
    const cancelUnasked = afterLoadWhenIdle(
      Math.max(0, unaskedAfterFirstPaintMs - msSinceFirstPaint()),
      want,
    );
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", onScroll);
      cancelUnasked();
    };
  }, [wanted, ref]);
  return wanted;
}
