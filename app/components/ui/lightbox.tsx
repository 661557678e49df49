import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from "#app/components/ui/icons.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import type { ImageAsset } from "#app/images/images.ts";

export type LightboxLabels = {
  dialog: string;
  close: string;
  previous: string;
  next: string;
  counter: (position: number, total: number) => string;
};

const swipeDistance = 50;

/**
 * Full-screen image viewer on a <dialog> over the whole page: focus moves in and stays inside,
 * Escape closes, and the page behind neither scrolls nor takes a click. Clicking anywhere outside
 * the image and the controls (the backdrop) closes too; arrow keys, the buttons and horizontal
 * swipes move between images. The dialog exists only while open, so its large size loads on
 * demand.
 *
 * Not a modal dialog (`showModal()`): that makes the rest of the document inert, and the browser
 * then computes the style of every element of the page again, on opening and on closing; on a
 * slow phone that was most of what a tap on a picture cost (ADR 0036). Instead the dialog is
 * rendered into <body>, out of the sections' `content-visibility` containment, covers the page,
 * says it is modal (`aria-modal`) and keeps the focus and Escape to itself.
 */
export function Lightbox({
  images,
  index,
  labels,
  onIndexChange,
  onClose,
}: {
  images: ImageAsset[];
  index: number | null;
  labels: LightboxLabels;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeStart = useRef<number | null>(null);
  const swiped = useRef(false);
  const open = index !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    if (!element.open) element.show();
    // No page scroll behind the viewer; restored however the dialog closes.
    const root = document.documentElement;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = "";
      if (element.open) element.close();
    };
  }, [open]);

  const total = images.length;
  const image = index === null ? undefined : images[index];
  const go = (step: number) => {
    if (index !== null) onIndexChange((index + step + total) % total);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Tab") return keepFocusInside(event);
    if (event.key === "Escape") close();
    if (event.key === "ArrowLeft") go(-1);
    else if (event.key === "ArrowRight") go(1);
    else return;
    event.preventDefault();
  };

  // Tab from its last control would leave for the page behind or the browser's own UI; cycling
  // keeps keyboard users inside until they close it.
  const keepFocusInside = (event: React.KeyboardEvent) => {
    const controls = [...(dialog.current?.querySelectorAll<HTMLElement>("button") ?? [])];
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialog.current?.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.current?.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  const onPointerDown = (event: React.PointerEvent) => {
    swipeStart.current = event.clientX;
    swiped.current = false;
  };
  const onPointerUp = (event: React.PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) < swipeDistance) return;
    swiped.current = true;
    go(distance < 0 ? 1 : -1);
  };

  // Every way out goes through the native close(), which fires `close` and so `onClose` once.
  const close = () => dialog.current?.close();

  // Only clicks that land on the backdrop layer itself close; a swipe that ends there does not.
  const onBackdropClick = (event: React.MouseEvent) => {
    if (event.target === event.currentTarget && !swiped.current) close();
    swiped.current = false;
  };

  const control =
    "pointer-events-auto inline-flex size-12 items-center justify-center rounded-full text-cream/85 transition-colors hover:bg-cream/10 hover:text-cream";

  if (image === undefined) return null;
  return createPortal(
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-label={labels.dialog}
      aria-describedby="lightbox-counter"
      onClose={onClose}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      className="on-dark fixed inset-0 z-50 m-0 size-full max-h-none max-w-none touch-pan-y bg-ink p-0 text-cream"
    >
      <>
        <div
          data-testid="lightbox-backdrop"
          onClick={onBackdropClick}
          className="flex size-full flex-col items-center justify-center px-4 pt-16 pb-20 md:px-20"
        >
          <figure className="pointer-events-none flex max-h-full max-w-full flex-col items-center">
            {/* Sized from the image's ratio, so the frame stands before the file arrives. */}
            <div
              className="pointer-events-auto [--room-x:calc(100vw-2rem)] md:[--room-x:calc(100vw-10rem)]"
              style={{
                aspectRatio: `${image.width} / ${image.height}`,
                width: `min(var(--room-x), calc((100svh - 9rem) * ${image.width / image.height}))`,
              }}
            >
              <Picture
                key={image.id}
                image={image}
                sizes="100vw"
                className="block size-full"
                imgClassName="pointer-events-none size-full object-contain select-none"
              />
            </div>
            <figcaption
              id="lightbox-counter"
              className="label-caps mt-5 text-cream/75"
              aria-live="polite"
            >
              {labels.counter((index ?? 0) + 1, total)}
            </figcaption>
          </figure>
        </div>

        <button
          type="button"
          onClick={close}
          aria-label={labels.close}
          className={`${control} absolute top-3 right-3 md:top-5 md:right-5`}
        >
          <CloseIcon />
        </button>
        <button
          type="button"
          onClick={() => go(-1)}
          aria-label={labels.previous}
          className={`${control} absolute bottom-4 left-4 md:top-1/2 md:bottom-auto md:left-5 md:-translate-y-1/2`}
        >
          <ChevronLeftIcon />
        </button>
        <button
          type="button"
          onClick={() => go(1)}
          aria-label={labels.next}
          className={`${control} absolute right-4 bottom-4 md:top-1/2 md:right-5 md:bottom-auto md:-translate-y-1/2`}
        >
          <ChevronRightIcon />
        </button>
      </>
    </dialog>,
    document.body,
  );
}
