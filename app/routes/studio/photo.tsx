import { todayInBerlin } from "#app/availability/days.ts";
import { useMemo } from "react";
import {
  data,
  isRouteErrorResponse,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/photo";
import { Notice } from "#app/components/ui/notice.tsx";
import { servicesContext, studioSessionContext } from "#app/context.server.ts";
import { photoProblems, photosCopy } from "#app/content/studio/photos.ts";
import { shellCopy, studioTitle } from "#app/content/studio/shell.ts";
import { parseForm, type FieldErrors } from "#app/forms/parse-form.ts";
import { focalKey } from "#app/photos/limits.ts";
import {
  describe,
  photoUsage,
  recordConsent,
  removePhoto,
  type PhotoDeps,
} from "#app/photos/library.server.ts";
import { readPhoto } from "#app/photos/store.server.ts";
import { needsConfirmation } from "#app/studio/auth/auth.server.ts";
import { byIntent, confirmationRequired, formFields } from "#app/studio/http.server.ts";
import { photoRefusals } from "#app/studio/photos/messages.ts";
import { photoPage, type PhotoView } from "#app/studio/photos/pages.server.ts";
import { focalPercent, isBusy, photoPath, photosPath } from "#app/studio/photos/photos.ts";
import {
  consentFromForm,
  consentSchema,
  describeSchema,
  type ConsentField,
  type ConsentInput,
  type DescribeField,
  type DescribeInput,
} from "#app/studio/photos/schema.ts";
import { usePhotoStates } from "#app/studio/photos/use-photo-states.ts";
import { ConsentForm } from "#app/studio/photos/ui/consent-form.tsx";
import { DescribeForm } from "#app/studio/photos/ui/describe-form.tsx";
import { PhotoFacts } from "#app/studio/photos/ui/photo-facts.tsx";
import { EncodingStatus } from "#app/studio/photos/ui/encoding-status.tsx";
import { RemovePhoto, WithdrawConsent } from "#app/studio/photos/ui/remove-photo.tsx";
import { PageHeader } from "#app/studio/ui/page-header.tsx";
import { formatLongDate } from "#app/studio/ui/format.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";

const { photo: copy, describe: describeCopy, consent: consentCopy } = photosCopy;

/** A photo's page, or the page's 404 for an id that is none of hers (any more). */
function pageOf(db: PhotoDeps["db"], id: string) {
  const page = photoPage(db, id);
  if (!page) throw data(null, { status: 404 });
  return page;
}

/** The question the passkey confirmation brings her back to (`?frage=loeschen`). */
const questions = { loeschen: "delete", widerrufen: "withdraw" } as const;
type Question = keyof typeof questions;
const questionOf = { delete: "loeschen", withdraw: "widerrufen" } as const satisfies Record<
  (typeof questions)[Question],
  Question
>;

export function loader({ request, params, context }: Route.LoaderArgs) {
  const page = pageOf(context.get(servicesContext).photos.db, params.id);
  const asked = new URL(request.url).searchParams.get("frage");
  const asking = asked && Object.hasOwn(questions, asked) ? questions[asked as Question] : null;
  return { ...page, asking };
}

export const meta: Route.MetaFunction = ({ loaderData, matches: [, frame] }) => [
  { title: studioTitle(frame.loaderData, loaderData ? copy.title : shellCopy.notFound.title) },
];

type Outcome =
  | {
      form: "describe";
      values: DescribeInput;
      errors: FieldErrors<DescribeField>;
      saved: string | null;
    }
  | {
      form: "consent";
      values: ConsentInput;
      errors: FieldErrors<ConsentField>;
      saved: string | null;
    }
  | { form: "withdraw" | "delete"; confirm: true };

const answer = (outcome: Outcome, status = 200) => data(outcome, { status });

export async function action({ request, params, context }: Route.ActionArgs) {
  const { photos, studio } = context.get(servicesContext);
  const { id } = params;
  pageOf(photos.db, id);
  const form = await request.formData();
  // Removing a photo is for good: it needs a fresh passkey confirmation (a stolen session must
  // not empty her library), asked for before the question, which it then brings her back to.
  const confirmed = (intent: keyof typeof questionOf) => {
    if (needsConfirmation(studio, context.get(studioSessionContext))) {
      throw confirmationRequired(request, `${photoPath(id)}?frage=${questionOf[intent]}`);
    }
  };
  return byIntent(form, {
    describe: () => saveDescription(photos, id, form),
    consent: () => saveConsent(photos, id, form),
    withdraw: () => {
      confirmed("withdraw");
      return removeOrAsk(photos, id, form, "withdrawn");
    },
    delete: () => {
      confirmed("delete");
      return removeOrAsk(photos, id, form, "deleted");
    },
  });
}

/** "Speichern": the description and focal point; a moved point queues a new phone cut. */
async function saveDescription(photos: PhotoDeps, id: string, form: FormData) {
  const values = formFields(form, ["alt", "focalX", "focalY"]);
  const parsed = parseForm(describeSchema, values);
  if (!parsed.ok) {
    const { status } = photoRefusals[parsed.reason];
    return answer({ form: "describe", values, errors: parsed.errors, saved: null }, status);
  }
  const before = readPhoto(photos.db, id);
  if (!(await describe(photos, id, parsed.value))) throw data(null, { status: 404 });
  const moved =
    before?.status === "ready" && focalKey(before.focal) !== focalKey(parsed.value.focal);
  const { alt, focal } = parsed.value;
  const live = photoUsage(photos.db, id).live.length > 0;
  const saved: string[] = [moved ? describeCopy.savedWithCut : describeCopy.saved];
  if (live) saved.push(describeCopy.savedLive);
  return answer({
    form: "describe",
    values: { alt, focalX: String(focalPercent(focal.x)), focalY: String(focalPercent(focal.y)) },
    errors: {},
    saved: saved.join(" "),
  });
}

/** "Einwilligung speichern"; one that no longer covers the website takes the photo off it. */
async function saveConsent(photos: PhotoDeps, id: string, form: FormData) {
  const values = consentFromForm(form);
  const parsed = parseForm(consentSchema(todayInBerlin(photos.clock())), values);
  if (!parsed.ok) {
    const { status } = photoRefusals[parsed.reason];
    return answer({ form: "consent", values, errors: parsed.errors, saved: null }, status);
  }
  const recorded = await recordConsent(photos, id, parsed.value);
  if (!recorded.found) throw data(null, { status: 404 });
  const saved = recorded.offSite ? consentCopy.savedOffSite : consentCopy.saved;
  return answer({ form: "consent", values, errors: {}, saved });
}

/**
 * "Einwilligung widerrufen" and "Foto löschen" ask first; with `confirm=yes` the photo leaves the
 * live site at once, every release and the draft, and is deleted.
 */
async function removeOrAsk(
  photos: PhotoDeps,
  id: string,
  form: FormData,
  why: "withdrawn" | "deleted",
) {
  const intent = why === "withdrawn" ? "withdraw" : "delete";
  if (form.get("confirm") !== "yes") return answer({ form: intent, confirm: true });
  await removePhoto(photos, id, why);
  return redirect(`${photosPath}?${why === "withdrawn" ? "widerrufen" : "geloescht"}`);
}

const consentValues = (consent: PhotoView["consent"]): ConsentInput => ({
  showsPerson: consent.showsPerson,
  date: consent.date ?? "",
  website: consent.website,
  social: consent.social,
  note: consent.note,
});

export default function Photo() {
  const { photo, usage, asking } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const watched = useMemo(() => [photo], [photo]);
  const state = usePhotoStates(watched, { only: photo.id }).get(photo.id) ?? photo;
  const here = photoPath(photo.id);
  const consent = consentValues(photo.consent);
  const described = result?.form === "describe" ? result : null;
  const consented = result?.form === "consent" ? result : null;
  const confirming = result ? result.form : asking;

  return (
    <>
      <PageHeader title={copy.title}>
        <p className="mt-3 text-muted">{copy.uploaded(formatLongDate(photo.createdAt))}</p>
        <p className="mt-2">
          <Link to={photosPath} className={buttonVariants({ variant: "link" })}>
            {copy.back}
          </Link>
        </p>
      </PageHeader>
      {isBusy(state) ? <EncodingStatus state={state} /> : null}
      {state.status === "failed" && state.problem ? (
        <Notice tone="error">{photoProblems[state.problem]}</Notice>
      ) : null}
      <DescribeForm
        image={photo.image}
        values={
          described?.values ?? {
            alt: photo.alt,
            focalX: String(focalPercent(photo.focal.x)),
            focalY: String(focalPercent(photo.focal.y)),
          }
        }
        errors={described?.errors ?? {}}
        status={described?.saved ?? null}
      />
      <ConsentForm
        values={consented?.values ?? consent}
        errors={consented?.errors ?? {}}
        status={consented?.saved ?? null}
        warning={
          (usage.live.length || usage.draft.length) && consent.showsPerson && !consent.website
            ? consentCopy.notForWebsite
            : null
        }
      >
        {photo.consent.showsPerson ? (
          <WithdrawConsent confirming={confirming === "withdraw"} usage={usage} back={here} />
        ) : null}
      </ConsentForm>
      <PhotoFacts photo={{ ...photo, ...state }} usage={usage} />
      <RemovePhoto confirming={confirming === "delete"} usage={usage} back={here} />
    </>
  );
}

/** An unknown or deleted photo: a quiet page inside the studio's frame, answered with 404. */
export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <>
      <PageHeader title={missing ? shellCopy.notFound.title : shellCopy.error.title} />
      <p className="mt-8 text-muted">{missing ? copy.notFound : shellCopy.error.text}</p>
      <Link to={photosPath} className={buttonVariants({ variant: "link", className: "mt-6" })}>
        {copy.back}
      </Link>
    </>
  );
}
