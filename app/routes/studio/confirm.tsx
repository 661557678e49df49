import { useLoaderData } from "react-router";
import type { Route } from "./+types/confirm";
import { confirmCopy } from "#app/content/studio/auth.ts";
import { studioTitle } from "#app/content/studio/shell.ts";
import { PasskeyButton } from "#app/studio/auth/ui/passkey-button.tsx";
import { confirmWithPasskey } from "#app/studio/auth/webauthn-client.ts";
import { returnPath } from "#app/studio/http.server.ts";
import { PageHeader } from "#app/studio/ui/page-header.tsx";
import { hintClass } from "#app/studio/ui/styles.ts";
import { buttonVariants } from "#app/components/ui/button.tsx";

export const meta: Route.MetaFunction = ({ matches: [, frame] }) => [
  { title: studioTitle(frame.loaderData, confirmCopy.title) },
];

/** Where the owner goes back to once confirmed (or on "Abbrechen"): a studio page only. */
export function loader({ request }: Route.LoaderArgs) {
  return { next: returnPath(new URL(request.url).searchParams.get("zurueck")) };
}

/** "Mit Passkey bestätigen": a fresh passkey confirmation of this session (auth.server.ts). */
export default function Confirm() {
  const { next } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={confirmCopy.button} />
      <div className="mt-8 max-w-md">
        <p className="leading-relaxed text-muted">{confirmCopy.intro}</p>
        <PasskeyButton run={() => confirmWithPasskey(next)} copy={confirmCopy} />
        <p className={hintClass}>{confirmCopy.otherDevice}</p>
        {/* A document load, not a client navigation: /studio's data lies outside the cookie's path. */}
        <a href={next} className={buttonVariants({ variant: "link", className: "mt-8" })}>
          {confirmCopy.cancel}
        </a>
      </div>
    </>
  );
}
