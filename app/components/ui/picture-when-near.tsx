import { useEffect, useRef, useState, type RefObject } from "react";
import { Picture, type PictureProps } from "#app/components/ui/picture.tsx";

/** How far from the viewport a picture starts loading once the visitor scrolls: half a screen. */
const approachShare = 0.5;

/**
 * A picture right below the first view, loaded when the visitor scrolls towards it. Chromium's
 * own lazy loading starts 1,250 to 2,500 px ahead of the viewport, which from the top of a phone's
 * page reaches a picture a few lines under the hero: it would be fetched with the first view. Here
 * it is fetched at the visitor's first scroll (it is then within half a screen), or when it is in
 * view without one (a tall window, a crawler's). Until then the frame, which has the picture's
 * size (its classes must give it one, e.g. an aspect ratio), shows the blurred placeholder and
 * carries the description; nothing moves when the picture arrives. Without JavaScript the picture
 * is in a `<noscript>` and loads as any lazy picture does.
 */
export function PictureWhenNear({ className, ...picture }: Omit<PictureProps, "priority">) {
  const frame = useRef<HTMLDivElement>(null);
  const near = useScrolledNear(frame);
  const alt = picture.alt ?? picture.image.alt;
  const inner = (described: boolean) => (
    <Picture {...picture} alt={described ? alt : ""} className="block size-full" />
  );
  return (
    <div
      ref={frame}
      role={near || !alt ? undefined : "img"}
      aria-label={near || !alt ? undefined : alt}
      className={className}
      style={{ backgroundImage: picture.image.placeholder }}
    >
      {/* Inside the described frame the picture itself is not described again. */}
      {near ? inner(true) : <noscript>{inner(false)}</noscript>}
    </div>
  );
}

/**
 * Whether the element is in view, or, once the page has been scrolled, within `approachShare` of
 * a screen of it. Stays `true` once it was.
 */
function useScrolledNear(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    // Opened further down (a link to a section, a reload) counts as scrolled.
    let scrolled = window.scrollY > 0;
    const check = () => {
      const { top, bottom } = element.getBoundingClientRect();
      const margin = scrolled ? window.innerHeight * approachShare : 0;
      if (top < window.innerHeight + margin && bottom > -margin) setNear(true);
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
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", onScroll);
    };
  }, [near, ref]);
  return near;
}
