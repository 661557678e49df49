import { useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { photosCopy, placeLabel } from "#app/content/studio/photos.ts";
import { cn } from "#app/lib/cn.ts";
import type { SlotView } from "#app/studio/photos/pages.server.ts";
import {
  moveButtonId,
  moveItem,
  portfolioIntent,
  portfolioLimits,
  slotAnchor,
  slotHref,
} from "#app/studio/photos/placement.ts";
import { PhotoImage, PhotoPending } from "#app/studio/photos/ui/photo-image.tsx";
import { SlotBadges } from "#app/studio/photos/ui/slot-badges.tsx";
import { ArrowDownIcon, ArrowUpIcon, CloseIcon, GripIcon } from "#app/components/ui/icons.tsx";

const { arrange } = photosCopy;

const iconButton =
  "size-11 shrink-0 cursor-pointer items-center justify-center border border-ink/20 text-ink hover:border-ink disabled:cursor-not-allowed disabled:opacity-30";

/** Near the screen's top or bottom edge (the phone's bars), a drag scrolls the page. */
const edgePx = 96;
const scrollStepPx = 14;

type Drag = { id: string; pointerId: number; y: number };

/**
 * The portfolio in its order. Each row: a handle to drag it (touch and mouse, pointer events),
 * its picture and place (a link that opens the choice of another photo for that place), and
 * buttons to move it up, down or out (form posts: they work without JavaScript and with the
 * keyboard, the single-pointer alternative to dragging, WCAG 2.5.7).
 *
 * Hand-written rather than a drag-and-drop library: one vertical list of at most 40 rows needs
 * only the row under the pointer and an edge scroll, about sixty lines here, while the small
 * libraries that handle touch well add 10 to 30 KB to the studio's script for many layouts and
 * sensors this page does not have.
 */
export function PortfolioList({
  portfolio,
  choosing,
  picker,
}: {
  portfolio: SlotView[];
  /** The row whose photo is being replaced (the picker shows below it), or null. */
  choosing: number | null;
  picker: React.ReactNode;
}) {
  // The order while she drags (and until the saved one arrives), for the places it started from:
  // new places from the server (a save, another tab's change) are the truth again.
  const [dragged, setDragged] = useState<{ from: SlotView[]; order: SlotView[] }>();
  const order = dragged?.from === portfolio ? dragged.order : portfolio;
  const setOrder = (change: (items: SlotView[]) => SlotView[]) =>
    setDragged((current) => ({
      from: portfolio,
      order: change(current?.from === portfolio ? current.order : portfolio),
    }));
  const [dragging, setDragging] = useState<string | null>(null);
  const [said, setSaid] = useState("");
  const drag = useRef<Drag | null>(null);
  const frame = useRef(0);
  const list = useRef<HTMLOListElement>(null);
  const fetcher = useFetcher();

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  /** Where the dragged row belongs: after every other row whose middle is above the pointer. */
  function follow(y: number) {
    const current = drag.current;
    if (!current || !list.current) return;
    const rows = [...list.current.querySelectorAll<HTMLElement>("[data-photo]")];
    const others = rows.filter((row) => row.dataset.photo !== current.id);
    const target = others.filter((row) => {
      const box = row.getBoundingClientRect();
      return box.top + box.height / 2 < y;
    }).length;
    setOrder((items) => {
      const from = items.findIndex((item) => item.id === current.id);
      return from === target ? items : moveItem(items, from, target);
    });
  }

  /** While the pointer rests near an edge, the page keeps scrolling and the row keeps following. */
  function edgeScroll() {
    const current = drag.current;
    if (!current) return;
    const bottom = window.innerHeight - edgePx;
    const step = current.y < edgePx ? -scrollStepPx : current.y > bottom ? scrollStepPx : 0;
    if (step) {
      window.scrollBy(0, step);
      follow(current.y);
    }
    frame.current = requestAnimationFrame(edgeScroll);
  }

  function start(event: React.PointerEvent<HTMLElement>, id: string) {
    if (event.button !== 0 || fetcher.state !== "idle") return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { id, pointerId: event.pointerId, y: event.clientY };
    setDragging(id);
    frame.current = requestAnimationFrame(edgeScroll);
  }

  function move(event: React.PointerEvent<HTMLElement>) {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current.y = event.clientY;
    follow(event.clientY);
  }

  function end(event: React.PointerEvent<HTMLElement>, keep: boolean) {
    const current = drag.current;
    if (current?.pointerId !== event.pointerId) return;
    drag.current = null;
    cancelAnimationFrame(frame.current);
    setDragging(null);
    const from = portfolio.findIndex((item) => item.id === current.id);
    const to = order.findIndex((item) => item.id === current.id);
    if (!keep || from === to) {
      setDragged(undefined);
      return;
    }
    setSaid(arrange.dragMoved(from + 1, to + 1));
    void fetcher.submit(
      { intent: "order", order: order.map((item) => item.id).join(",") },
      { method: "post" },
    );
  }

  const count = order.length;
  return (
    <>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
      <ol ref={list} className="mt-5 divide-y divide-ink/10 border-y border-ink/10">
        {order.map((slot, index) => {
          const label = placeLabel({ place: "portfolio", index });
          const action = (what: string) => arrange.itemAction(label, what);
          return (
            <li
              key={slot.id}
              id={slotAnchor({ place: "portfolio", index })}
              tabIndex={-1}
              data-photo={slot.id}
              className={cn(
                "outline-none",
                dragging === slot.id &&
                  "relative z-10 bg-white shadow-[0_8px_24px_rgba(35,29,26,0.18)]",
              )}
            >
              <div className="flex items-center gap-2 py-2 sm:gap-3">
                <span
                  aria-hidden="true"
                  title={arrange.drag}
                  onPointerDown={(event) => start(event, slot.id)}
                  onPointerMove={move}
                  onPointerUp={(event) => end(event, true)}
                  onPointerCancel={(event) => end(event, false)}
                  className="flex size-11 shrink-0 cursor-grab touch-none items-center justify-center text-muted select-none hover:text-ink active:cursor-grabbing"
                >
                  <GripIcon className="size-6" />
                </span>
                {/* The picture opens the choice of another photo for this place. */}
                <Link
                  to={slotHref({ place: "portfolio", index })}
                  preventScrollReset
                  className="block size-14 shrink-0 overflow-hidden bg-sand hover:outline-2 hover:outline-offset-2 hover:outline-ink/40 hover:outline-solid sm:size-16"
                >
                  {slot.image ? (
                    <PhotoImage
                      image={slot.image}
                      alt=""
                      focal={slot.focal}
                      sizes="4rem"
                      className="size-full object-cover"
                    />
                  ) : (
                    <PhotoPending className="size-full p-1 text-[0.65rem]">…</PhotoPending>
                  )}
                  <span className="sr-only">{arrange.changeLabel(label)}</span>
                </Link>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-semibold">
                    {arrange.itemNumber(index + 1)}
                  </span>
                  <span className="mt-1 flex flex-wrap gap-1">
                    <SlotBadges slot={slot} />
                  </span>
                </span>
                <Form method="post" preventScrollReset className="flex shrink-0 gap-1">
                  <button
                    type="submit"
                    name="intent"
                    value={portfolioIntent("up", index)}
                    id={moveButtonId("up", slot.id)}
                    disabled={index === 0}
                    aria-label={action(arrange.up)}
                    title={arrange.up}
                    className={cn(iconButton, "inline-flex")}
                  >
                    <ArrowUpIcon className="size-5" />
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value={portfolioIntent("down", index)}
                    id={moveButtonId("down", slot.id)}
                    disabled={index === count - 1}
                    aria-label={action(arrange.down)}
                    title={arrange.down}
                    className={cn(iconButton, "inline-flex")}
                  >
                    <ArrowDownIcon className="size-5" />
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value={portfolioIntent("remove", index)}
                    disabled={count <= portfolioLimits.min}
                    aria-label={action(arrange.remove)}
                    title={arrange.remove}
                    // On a phone the row has no room for it: the choice of photos offers it.
                    className={cn(iconButton, "hidden text-danger sm:inline-flex")}
                  >
                    <CloseIcon className="size-5" />
                  </button>
                </Form>
              </div>
              {choosing === index ? picker : null}
            </li>
          );
        })}
      </ol>
    </>
  );
}
