import { useState } from "react";
import { useLoaderData } from "react-router";
import type { Route } from "./+types/photos";
import { Notice } from "#app/components/ui/notice.tsx";
import { servicesContext } from "#app/context.server.ts";
import { photosCopy } from "#app/content/studio/photos.ts";
import { studioTitle } from "#app/content/studio/shell.ts";
import { photoNotice } from "#app/studio/photos/messages.ts";
import { libraryPage } from "#app/studio/photos/pages.server.ts";
import { usePhotoStates } from "#app/studio/photos/use-photo-states.ts";
import { LibraryGrid } from "#app/studio/photos/ui/library-grid.tsx";
import { PlacementSummary } from "#app/studio/photos/ui/placement-summary.tsx";
import { UploadPanel } from "#app/studio/photos/ui/upload-panel.tsx";
import { PageHeader } from "#app/studio/ui/page-header.tsx";

export const meta: Route.MetaFunction = ({ matches: [, frame] }) => [
  { title: studioTitle(frame.loaderData, photosCopy.title) },
];

/** Her library and how the home page's places stand; uploads go to /studio/fotos/hochladen. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext).photos;
  return {
    ...libraryPage(db),
    notice: photoNotice(new URL(request.url).searchParams),
  };
}

export default function Photos() {
  const { photos, placement, notice } = useLoaderData<typeof loader>();
  const [uploading, setUploading] = useState(false);
  const states = usePhotoStates(photos, { alsoWhile: uploading });
  return (
    <>
      <PageHeader title={photosCopy.title}>
        <p className="mt-3 max-w-2xl leading-relaxed text-muted">{photosCopy.intro}</p>
      </PageHeader>
      {notice ? <Notice tone="status">{notice}</Notice> : null}
      <UploadPanel states={states} onActive={setUploading} />
      <PlacementSummary {...placement} />
      <LibraryGrid photos={photos} states={states} />
    </>
  );
}
