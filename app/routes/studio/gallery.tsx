import { data, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/gallery";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { servicesContext, siteContentContext, studioSessionContext } from "#app/context.server.ts";
import { galleriesCopy } from "#app/content/studio/galleries.ts";
import { studioTitle } from "#app/content/studio/shell.ts";
import { parseForm } from "#app/forms/parse-form.ts";
import { pinState } from "#app/galleries/client/access.server.ts";
import { deleteGallery, revokeAccess, saveSettings } from "#app/galleries/galleries.server.ts";
import { needsConfirmation } from "#app/studio/auth/auth.server.ts";
import { byIntent, confirmationRequired, formFields } from "#app/studio/http.server.ts";
import { galleriesPath, galleryPath } from "#app/studio/galleries/galleries.ts";
import { galleryNotice, galleryRefusals } from "#app/studio/galleries/messages.ts";
import { galleryPage } from "#app/studio/galleries/pages.server.ts";
import { settingsSchema } from "#app/studio/galleries/schema.ts";
import { AccessActions } from "#app/studio/galleries/ui/access-actions.tsx";
import { GalleryFacts } from "#app/studio/galleries/ui/gallery-facts.tsx";
import { GalleryUpload } from "#app/studio/galleries/ui/gallery-upload.tsx";
import { PinPanel } from "#app/studio/galleries/pin/pin-panel.tsx";
import { PictureGrid } from "#app/studio/galleries/ui/picture-grid.tsx";
import { SettingsForm } from "#app/studio/galleries/ui/settings-form.tsx";
import { PageHeader } from "#app/studio/ui/page-header.tsx";

export const meta: Route.MetaFunction = ({ loaderData: page, matches: [, frame] }) => [
  {
    title: studioTitle(frame.loaderData, page ? page.gallery.title : galleriesCopy.notFound),
  },
];

function pageOf(context: Route.LoaderArgs["context"], id: string) {
  const { galleries } = context.get(servicesContext);
  const packages = context.get(siteContentContext).home.packages.items;
  const page = galleryPage(galleries.db, id, packages);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { galleries } = context.get(servicesContext);
  return {
    ...pageOf(context, params.id),
    pin: pinState(galleries.db, params.id) ?? { hasPin: false, locked: false },
    notice: galleryNotice(url.searchParams),
    /** Back from the passkey confirmation: the question it interrupted. */
    askingDelete: url.searchParams.get("frage") === "loeschen",
  };
}

/** The date input's day as the end of that day in Berlin's winter time (a day's grace). */
const endOfDay = (day: string) => Date.parse(`${day}T23:59:59+01:00`);

export async function action({ request, params, context }: Route.ActionArgs) {
  const { galleries, studio } = context.get(servicesContext);
  const { id } = params;
  pageOf(context, id);
  const form = await request.formData();
  return byIntent(form, {
    settings: async () => {
      const values = formFields(form, ["title", "includedCount", "extraPrice", "expires"]);
      const parsed = parseForm(settingsSchema, {
        ...values,
        watermark: form.get("watermark") ?? undefined,
      });
      if (!parsed.ok) {
        return data({ form: "settings" as const, values, errors: parsed.errors }, 400);
      }
      const { title, includedCount, extraPrice, expires, watermark } = parsed.value;
      const saved = await saveSettings(galleries, id, {
        title,
        includedCount,
        extraPriceCents: extraPrice,
        expiresAt: expires ? endOfDay(expires) : null,
        watermark,
      });
      if (!saved.ok) {
        const errors = { "": galleriesCopy.settings.closed };
        return data(
          { form: "settings" as const, values, errors },
          galleryRefusals[saved.reason].status,
        );
      }
      return redirect(`${galleryPath(id)}?gespeichert`);
    },
    revoke: async () => {
      const revoked = await revokeAccess(galleries, id);
      if (!revoked.ok) throw data(null, { status: galleryRefusals[revoked.reason].status });
      return redirect(`${galleryPath(id)}?gesperrt`);
    },
    // Deleting a gallery is for good: a fresh passkey confirmation first, as for her photos.
    delete: async () => {
      if (needsConfirmation(studio, context.get(studioSessionContext))) {
        throw confirmationRequired(request, `${galleryPath(id)}?frage=loeschen`);
      }
      if (form.get("confirm") !== "yes") return data({ form: "delete" as const, confirm: true });
      const deleted = await deleteGallery(galleries, id);
      if (!deleted.ok) throw data(null, { status: galleryRefusals[deleted.reason].status });
      return redirect(`${galleriesPath}?geloescht`);
    },
  });
}

export default function Gallery() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { gallery } = page;
  const confirming = page.askingDelete || (result && "confirm" in result);
  const closed = gallery.state === "revoked" || gallery.state === "expired";
  return (
    <>
      <Link to={galleriesPath} className={buttonVariants({ variant: "ghost", size: "sm" })}>
        ← {galleriesCopy.back}
      </Link>
      <PageHeader title={gallery.title}>
        <GalleryFacts gallery={gallery} />
      </PageHeader>
      {page.notice ? <Notice tone="status">{page.notice}</Notice> : null}
      {closed ? null : <PinPanel galleryId={gallery.id} {...page.pin} />}
      <GalleryUpload galleryId={gallery.id} encoding={page.encoding} closed={closed} />
      <PictureGrid kind="proof" pictures={page.proofs} />
      <PictureGrid kind="final" pictures={page.finals} />
      <SettingsForm
        gallery={gallery}
        packageName={page.packageName}
        result={result && "values" in result ? result : null}
      />
      <AccessActions
        gallery={gallery}
        pictures={page.proofs.length + page.finals.length}
        confirming={Boolean(confirming)}
      />
    </>
  );
}
