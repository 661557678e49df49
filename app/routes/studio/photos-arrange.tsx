import { data, Link, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/photos-arrange";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { servicesContext } from "#app/context.server.ts";
import { photosCopy, placeLabel } from "#app/content/studio/photos.ts";
import { studioTitle } from "#app/content/studio/shell.ts";
import { parseForm } from "#app/forms/parse-form.ts";
import { arrangePage, changePlaces, type SlotView } from "#app/studio/photos/pages.server.ts";
import { arrangePath, photosPath } from "#app/studio/photos/photos.ts";
import {
  moveButtonId,
  parseSlot,
  portfolioLimits,
  slotAnchor,
  slotHref,
  slotKey,
  type PlacementChange,
  type Slot,
} from "#app/studio/photos/placement.ts";
import { placementFormSchema } from "#app/studio/photos/schema.ts";
import { useHashFocus } from "#app/studio/photos/use-hash-focus.ts";
import { ChoicePicker } from "#app/studio/photos/ui/choice-picker.tsx";
import { MissingAlt } from "#app/studio/photos/ui/missing-alt.tsx";
import { PortfolioList } from "#app/studio/photos/ui/portfolio-list.tsx";
import { SlotCard } from "#app/studio/photos/ui/slot-card.tsx";
import { websitePath } from "#app/studio/website/editor.ts";
import { PageHeader } from "#app/studio/ui/page-header.tsx";
import type { PhotosContent } from "#app/website/schema.ts";

const { arrange } = photosCopy;

export const meta: Route.MetaFunction = ({ matches: [, frame] }) => [
  { title: studioTitle(frame.loaderData, arrange.title) },
];

/** The places as the draft has them; `?platz=hero.0` opens the choice of photos for a place. */
export function loader({ request, context }: Route.LoaderArgs) {
  const page = arrangePage(context.get(servicesContext).photos.db);
  const params = new URL(request.url).searchParams;
  const slot = parseSlot(params.get("platz"));
  const choosing =
    slot &&
    !(slot.place === "portfolio" && slot.index !== "new" && slot.index >= page.portfolio.length)
      ? slot
      : null;
  return {
    ...page,
    choosing,
    saved: params.has("gespeichert"),
    stale: params.has("veraltet"),
  };
}

/** Where the page returns to after a change: the place, the button pressed, the portfolio. */
function anchorAfter(change: PlacementChange, photos: PhotosContent): string {
  switch (change.op) {
    case "choose": {
      const { slot } = change;
      const index = slot.index === "new" ? photos.portfolio.length - 1 : slot.index;
      return slotAnchor({ place: slot.place, index } as Slot);
    }
    case "up":
    case "down": {
      const moved = photos.portfolio[change.index + (change.op === "up" ? -1 : 1)];
      return moved ? moveButtonId(change.op, moved.id) : "portfolio";
    }
    case "remove":
      return "portfolio";
    case "order":
      return "";
  }
}

/**
 * One change of the places (choose, move, remove, a new order by dragging), applied to the draft
 * as it is now and saved; then back to the page (a redirect, so a reload posts nothing again).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { photos } = context.get(servicesContext);
  const parsed = parseForm(placementFormSchema, await request.formData());
  if (!parsed.ok) throw data(null, { status: 400 });
  const change = parsed.value;
  const result = await changePlaces(photos, change);
  if (!result.ok) return redirect(`${arrangePath}?veraltet`);
  const anchor = anchorAfter(change, result.photos);
  return redirect(`${arrangePath}?gespeichert${anchor ? `#${anchor}` : ""}`);
}

function Group({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-titel`} id={id} className="mt-12 scroll-mt-24 lg:scroll-mt-8">
      <h2 id={`${id}-titel`} className="text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-1 max-w-2xl text-sm leading-relaxed text-muted">{intro}</p> : null}
      {children}
    </section>
  );
}

export default function ArrangePhotos() {
  const page = useLoaderData<typeof loader>();
  const { hero, portrait, creators, portfolio, choices, missingAlt, choosing } = page;
  useHashFocus();

  const pickerFor = (slots: SlotView[]) => {
    if (!choosing) return null;
    const slot = slots.find((item) => slotKey(item) === slotKey(choosing));
    const adding = choosing.place === "portfolio" && choosing.index === "new";
    if (!slot && !(adding && slots === portfolio)) return null;
    const taken = new Set(choosing.place === "portfolio" ? portfolio.map((item) => item.id) : []);
    return (
      <ChoicePicker
        slot={choosing}
        heading={slot ? arrange.chooseHeading(placeLabel(slot)) : arrange.addHeading}
        choices={choices}
        currentId={slot?.id ?? null}
        taken={taken}
        removable={portfolio.length > portfolioLimits.min}
      />
    );
  };
  const singles = [portrait, creators];
  const adding = choosing?.place === "portfolio" && choosing.index === "new";
  const replacing =
    choosing?.place === "portfolio" && choosing.index !== "new" ? choosing.index : null;

  return (
    <>
      <PageHeader title={arrange.title}>
        <p className="mt-3 max-w-2xl leading-relaxed text-muted">{arrange.intro}</p>
        <p className="mt-2">
          <Link to={photosPath} className={buttonVariants({ variant: "link" })}>
            {arrange.back}
          </Link>
        </p>
      </PageHeader>
      {page.saved ? <Notice tone="status">{arrange.saved}</Notice> : null}
      {page.stale ? <Notice tone="error">{arrange.stale}</Notice> : null}
      <MissingAlt slots={missingAlt} />

      <Group id="startbilder" title={arrange.heroHeading} intro={arrange.heroIntro}>
        <ul className="mt-5 grid grid-cols-3 gap-3 sm:max-w-2xl sm:gap-5">
          {hero.map((slot) => (
            <SlotCard
              key={slotKey(slot)}
              slot={slot}
              shape="tall"
              choosing={choosing !== null && slotKey(choosing) === slotKey(slot)}
            />
          ))}
        </ul>
        {pickerFor(hero)}
      </Group>

      <Group id="einzeln" title={arrange.singleHeading}>
        <ul className="mt-5 grid grid-cols-2 gap-3 sm:max-w-md sm:gap-5">
          {singles.map((slot) => (
            <SlotCard
              key={slotKey(slot)}
              slot={slot}
              shape={slot.place === "portrait" ? "tall" : "wide"}
              choosing={choosing !== null && slotKey(choosing) === slotKey(slot)}
            />
          ))}
        </ul>
        {pickerFor(singles)}
      </Group>

      <Group
        id="portfolio"
        title={arrange.portfolioHeading}
        intro={arrange.portfolioIntro(portfolio.length)}
      >
        <PortfolioList
          portfolio={portfolio}
          choosing={replacing}
          picker={replacing !== null ? pickerFor(portfolio) : null}
        />
        {portfolio.length < portfolioLimits.max ? (
          <div
            id={slotAnchor({ place: "portfolio", index: "new" })}
            tabIndex={-1}
            className="outline-none"
          >
            {adding ? (
              pickerFor(portfolio)
            ) : (
              <Link
                to={slotHref({ place: "portfolio", index: "new" })}
                preventScrollReset
                className={buttonVariants({
                  variant: "secondary",
                  className: "mt-6 w-full sm:w-auto",
                })}
              >
                + {arrange.add}
              </Link>
            )}
          </div>
        ) : null}
      </Group>

      <Group id="veroeffentlichen" title={arrange.publishHeading}>
        <p className="mt-2 max-w-2xl leading-relaxed">{arrange.publishText}</p>
        <Link to={websitePath} className={buttonVariants({ className: "mt-5 w-full sm:w-auto" })}>
          {arrange.publish}
        </Link>
      </Group>
    </>
  );
}
