import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/galleries";
import { Notice } from "#app/components/ui/notice.tsx";
import { servicesContext, siteContentContext } from "#app/context.server.ts";
import { galleriesCopy } from "#app/content/studio/galleries.ts";
import { studioTitle } from "#app/content/studio/shell.ts";
import { parseForm } from "#app/forms/parse-form.ts";
import { createGallery } from "#app/galleries/galleries.server.ts";
import { byIntent, formFields } from "#app/studio/http.server.ts";
import { galleryPath } from "#app/studio/galleries/galleries.ts";
import { galleryNotice, galleryRefusals } from "#app/studio/galleries/messages.ts";
import { galleriesPage } from "#app/studio/galleries/pages.server.ts";
import { byHandSchema, fromInquirySchema } from "#app/studio/galleries/schema.ts";
import { GalleryList } from "#app/studio/galleries/ui/gallery-list.tsx";
import { NewGallery } from "#app/studio/galleries/ui/new-gallery.tsx";
import { PageHeader } from "#app/studio/ui/page-header.tsx";

export const meta: Route.MetaFunction = ({ matches: [, frame] }) => [
  { title: studioTitle(frame.loaderData, galleriesCopy.title) },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const { galleries } = context.get(servicesContext);
  const packages = context.get(siteContentContext).home.packages.items;
  return {
    ...galleriesPage(galleries.db, packages),
    notice: galleryNotice(new URL(request.url).searchParams),
  };
}

/** "Galerie anlegen", from a booked inquiry or by hand; then her new gallery's page. */
export async function action({ request, context }: Route.ActionArgs) {
  const { galleries } = context.get(servicesContext);
  const packages = context.get(siteContentContext).home.packages.items;
  const form = await request.formData();
  return byIntent(form, {
    "from-inquiry": async () => {
      const values = formFields(form, ["inquiryId", "extraPrice"]);
      const parsed = parseForm(fromInquirySchema, values);
      if (!parsed.ok) {
        return data({ form: "from-inquiry" as const, values, errors: parsed.errors }, 400);
      }
      const made = await createGallery(
        galleries,
        {
          from: "inquiry",
          inquiryId: parsed.value.inquiryId,
          extraPriceCents: parsed.value.extraPrice,
        },
        packages,
      );
      if (!made.ok) {
        const errors = { inquiryId: galleriesCopy.create.notBooked };
        return data(
          { form: "from-inquiry" as const, values, errors },
          galleryRefusals[made.reason].status,
        );
      }
      return redirect(galleryPath(made.id));
    },
    "by-hand": async () => {
      const values = formFields(form, [
        "clientName",
        "clientEmail",
        "title",
        "packageKey",
        "extraPrice",
      ]);
      const parsed = parseForm(byHandSchema, values);
      if (!parsed.ok) return data({ form: "by-hand" as const, values, errors: parsed.errors }, 400);
      const { packageKey, extraPrice, ...client } = parsed.value;
      const made = await createGallery(
        galleries,
        {
          from: "hand",
          ...client,
          packageKey: packages.some((entry) => entry.id === packageKey) ? packageKey : null,
          extraPriceCents: extraPrice,
        },
        packages,
      );
      if (!made.ok) throw data(null, { status: galleryRefusals[made.reason].status });
      return redirect(galleryPath(made.id));
    },
  });
}

export default function Galleries() {
  const { galleries, booked, packages, notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <PageHeader title={galleriesCopy.title}>
        <p className="mt-3 max-w-2xl leading-relaxed text-muted">{galleriesCopy.intro}</p>
      </PageHeader>
      {notice ? <Notice tone="status">{notice}</Notice> : null}
      <GalleryList galleries={galleries} />
      <NewGallery booked={booked} packages={packages} result={result ?? null} />
    </>
  );
}
