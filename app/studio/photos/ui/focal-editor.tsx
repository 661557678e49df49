import { useRef, useState } from "react";
import { photosCopy } from "#app/content/studio/photos.ts";
import type { Focal } from "#app/images/images.ts";
import { roundFocal } from "#app/photos/limits.ts";
import { focalPercent, type Thumb } from "#app/studio/photos/photos.ts";
import { PhotoImage } from "#app/studio/photos/ui/photo-image.tsx";
import { StudioField } from "#app/studio/ui/form-field.tsx";
import { inputClass } from "#app/studio/ui/styles.ts";

const { describe } = photosCopy;

/** One press of an arrow key moves the point 2 % (10 % with Shift). */
const step = (shift: boolean) => (shift ? 0.1 : 0.02);

/**
 * The focal point: she taps the important point of the picture and a marker shows it; with the
 * keyboard the picture is a button whose arrow keys move the marker. Two number fields (percent
 * from the left and from the top) carry the point in the form, so it is saved without JavaScript
 * too, and are kept in step with the marker. Below, the crops the site makes around the point:
 * the hero's 9:16 phone cut and a square tile, as object-position on the same picture.
 */
export function FocalEditor({
  image,
  initial,
  errors,
}: {
  image: Thumb | null;
  initial: { x: string; y: string };
  errors: { focalX?: string; focalY?: string };
}) {
  const [texts, setTexts] = useState(initial);
  const [moved, setMoved] = useState(false);
  const picture = useRef<HTMLSpanElement>(null);
  const read = (text: string, fallback: number) => {
    const value = Number(text.replace(",", "."));
    return text.trim() !== "" && Number.isFinite(value)
      ? Math.min(1, Math.max(0, value / 100))
      : fallback;
  };
  const focal: Focal = { x: read(texts.x, 0.5), y: read(texts.y, 0.5) };
  const place = (next: Focal) => {
    const rounded = roundFocal(next);
    setTexts({ x: String(focalPercent(rounded.x)), y: String(focalPercent(rounded.y)) });
    setMoved(true);
  };

  function onClick(event: React.MouseEvent<HTMLButtonElement>) {
    // A click from the keyboard (Enter, Space) has no position.
    if (event.detail === 0 || !picture.current) return;
    const box = picture.current.getBoundingClientRect();
    place({ x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height });
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLButtonElement>) {
    const delta = step(event.shiftKey);
    const moves: Record<string, Focal> = {
      ArrowLeft: { x: focal.x - delta, y: focal.y },
      ArrowRight: { x: focal.x + delta, y: focal.y },
      ArrowUp: { x: focal.x, y: focal.y - delta },
      ArrowDown: { x: focal.x, y: focal.y + delta },
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    place(next);
  }

  const x = focalPercent(focal.x);
  const y = focalPercent(focal.y);
  return (
    <div className="mt-6">
      <p id="schwerpunkt-label" className="text-sm font-semibold">
        {describe.focal}
      </p>
      <p id="schwerpunkt-hinweis" className="mt-1 text-sm leading-relaxed text-muted">
        {describe.focalHint} {describe.focalKeys}
      </p>
      {image ? (
        <div className="mt-4 flex flex-col gap-6 lg:flex-row lg:items-start">
          <button
            type="button"
            onClick={onClick}
            onKeyDown={onKeyDown}
            aria-label={describe.focalPicker(x, y)}
            aria-describedby="schwerpunkt-hinweis"
            className="relative block w-fit max-w-full cursor-crosshair self-center leading-none lg:self-start"
          >
            <span ref={picture} className="relative block">
              <PhotoImage
                image={image}
                alt=""
                eager
                sizes="(min-width: 1024px) 30rem, 92vw"
                className="block h-auto max-h-[70vh] w-auto max-w-full lg:max-h-[36rem]"
              />
              <span
                aria-hidden="true"
                className="pointer-events-none absolute size-11 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow-[0_0_0_1.5px_rgba(35,29,26,0.75),0_2px_10px_rgba(0,0,0,0.35)] transition-[left,top] duration-200 ease-calm"
                style={{ left: `${x}%`, top: `${y}%` }}
              >
                <span className="absolute top-1/2 left-1/2 size-2 -translate-x-1/2 -translate-y-1/2 rounded-full bg-white shadow-[0_0_0_1.5px_rgba(35,29,26,0.75)]" />
              </span>
            </span>
          </button>
          <CropPreviews image={image} focal={focal} />
        </div>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {moved ? describe.focalPicker(x, y) : ""}
      </p>
      <div className="mt-4 grid grid-cols-2 gap-4 sm:max-w-sm">
        <StudioField id="focalX" label={describe.focalX} error={errors.focalX}>
          <input
            name="focalX"
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={0.1}
            value={texts.x}
            onChange={(event) => setTexts({ ...texts, x: event.currentTarget.value })}
            className={inputClass}
          />
        </StudioField>
        <StudioField id="focalY" label={describe.focalY} error={errors.focalY}>
          <input
            name="focalY"
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={0.1}
            value={texts.y}
            onChange={(event) => setTexts({ ...texts, y: event.currentTarget.value })}
            className={inputClass}
          />
        </StudioField>
      </div>
    </div>
  );
}

/** What the site's crops keep of the picture around the point. */
function CropPreviews({ image, focal }: { image: Thumb; focal: Focal }) {
  return (
    <figure className="self-center lg:self-start">
      <figcaption className="text-sm font-semibold">{describe.crops}</figcaption>
      <div className="mt-3 flex items-start gap-4">
        <div>
          <div className="aspect-[9/16] w-24 overflow-hidden border border-ink/15 sm:w-28">
            <PhotoImage
              image={image}
              alt=""
              sizes="7rem"
              focal={focal}
              className="size-full object-cover"
            />
          </div>
          <p className="mt-2 w-24 text-xs leading-snug text-muted sm:w-28">{describe.phoneCut}</p>
        </div>
        <div>
          <div className="aspect-square w-36 overflow-hidden border border-ink/15 sm:w-40">
            <PhotoImage
              image={image}
              alt=""
              sizes="10rem"
              focal={focal}
              className="size-full object-cover"
            />
          </div>
          <p className="mt-2 text-xs leading-snug text-muted">{describe.square}</p>
        </div>
      </div>
    </figure>
  );
}
