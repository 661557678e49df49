import { Form, Link } from "react-router";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { websiteCopy } from "#app/content/studio/website.ts";
import { historyPath, previewPath } from "#app/studio/website/editor.ts";
import { formatLongDateTime } from "#app/studio/ui/format.ts";

const { state, actions } = websiteCopy;

/**
 * The draft and what to do with it: Vorschau, Veröffentlichen, and Entwurf verwerfen, which asks
 * first (nothing is lost on one tap). A draft that changes the Impressum says beforehand that
 * publishing it takes a passkey confirmation.
 */
export function DraftState({
  draftSince,
  live,
  confirmingDiscard,
  confirmFirst,
}: {
  draftSince: number | null;
  live: { id: number; createdAt: number };
  confirmingDiscard: boolean;
  /** The draft changes the Impressum and this session has no fresh passkey confirmation. */
  confirmFirst: boolean;
}) {
  return (
    <section aria-labelledby="entwurf" className="mt-10">
      <h2 id="entwurf" className="text-2xl">
        {state.heading}
      </h2>
      <p className="mt-2 leading-relaxed">
        {draftSince === null ? state.none : state.draft(formatLongDateTime(draftSince))}
      </p>
      <p className="mt-1 text-sm text-muted">
        {state.live(live.id, formatLongDateTime(live.createdAt))}
      </p>
      {/* Its own line, a full tap target, not a word in the sentence. */}
      <Link to={historyPath} className={buttonVariants({ variant: "link", size: "sm" })}>
        {actions.history}
      </Link>
      {draftSince !== null && confirmFirst ? (
        <p className="mt-4 max-w-2xl border-l-2 border-ink/40 pl-4 leading-relaxed">
          {state.confirmFirst}
        </p>
      ) : null}
      {draftSince === null ? null : (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <a
            href={previewPath}
            className={buttonVariants({ variant: "secondary", className: "w-full sm:w-auto" })}
          >
            {actions.preview}
          </a>
          <Form method="post" className="contents">
            <Button type="submit" name="intent" value="publish" className="w-full sm:w-auto">
              {actions.publish}
            </Button>
          </Form>
          {confirmingDiscard ? null : (
            <Form method="post" className="contents">
              <Button
                type="submit"
                name="intent"
                value="discard"
                variant="link-muted"
                size="lg"
                className="px-4 text-sm"
              >
                {actions.discard}
              </Button>
            </Form>
          )}
        </div>
      )}
      {confirmingDiscard && draftSince !== null ? (
        <Form method="post" className="mt-6 border-l-2 border-danger bg-blush/20 px-4 py-4">
          <p role="alert" className="leading-relaxed">
            {actions.discardConfirm}
          </p>
          <input type="hidden" name="confirm" value="yes" />
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <Button
              type="submit"
              name="intent"
              value="discard"
              variant="danger"
              className="w-full sm:w-auto"
            >
              {actions.discardYes}
            </Button>
            <Link
              to="."
              className={buttonVariants({ variant: "secondary", className: "w-full sm:w-auto" })}
            >
              {actions.cancel}
            </Link>
          </div>
        </Form>
      ) : null}
    </section>
  );
}
