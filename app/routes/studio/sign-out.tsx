import { Form, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/sign-out";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { servicesContext, studioSessionContext } from "#app/context.server.ts";
import { settingsCopy } from "#app/content/studio/auth.ts";
import { shellCopy, studioTitle } from "#app/content/studio/shell.ts";
import { needsConfirmation, signOut, signOutEverywhere } from "#app/studio/auth/auth.server.ts";
import { signOutEverywherePath } from "#app/studio/auth/ui/access-section.tsx";
import { confirmationRequired, isSecureRequest } from "#app/studio/http.server.ts";
import { clearedSessionCookie } from "#app/studio/auth/sessions.server.ts";
import { PageHeader } from "#app/studio/ui/page-header.tsx";

export const meta: Route.MetaFunction = ({ matches: [, frame] }) => [
  { title: studioTitle(frame.loaderData, shellCopy.signOut) },
];

/** `?ueberall`: "Überall abmelden" says what follows before it is done. */
export function loader({ request }: Route.LoaderArgs) {
  return { everywhere: new URL(request.url).searchParams.has("ueberall") };
}

/**
 * "Abmelden" ends this device's session; "Überall abmelden" (scope=everywhere) every session and
 * what a lost phone could still use, after a fresh passkey confirmation.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { studio } = context.get(servicesContext);
  const session = context.get(studioSessionContext);
  const form = await request.formData();
  if (form.get("scope") === "everywhere") {
    if (needsConfirmation(studio, session)) {
      throw confirmationRequired(request, signOutEverywherePath);
    }
    signOutEverywhere(studio);
  } else {
    signOut(studio, session);
  }
  return redirect("/studio/anmelden?abgemeldet", {
    headers: { "Set-Cookie": clearedSessionCookie({ secure: isSecureRequest(request) }) },
  });
}

export default function SignOut() {
  const { everywhere } = useLoaderData<typeof loader>();
  const { access } = settingsCopy;
  if (everywhere) {
    return (
      <>
        <PageHeader title={access.everywhereHeading} />
        <div className="mt-8 max-w-xl leading-relaxed">
          <p>{access.everywhereText}</p>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-ink/85">
            {access.everywhereEffects.map((effect) => (
              <li key={effect}>{effect}</li>
            ))}
          </ul>
          <p className="mt-6 border-l-2 border-accent-strong pl-4 text-muted">
            {access.everywhereMail}
          </p>
        </div>
        <Form method="post" className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <input type="hidden" name="scope" value="everywhere" />
          <Button type="submit" variant="danger">
            {access.signOutEverywhere}
          </Button>
          <a href="/studio/einstellungen" className={buttonVariants({ variant: "secondary" })}>
            {access.cancel}
          </a>
        </Form>
      </>
    );
  }
  return (
    <>
      <PageHeader title={access.heading} />
      <p className="mt-8 max-w-xl leading-relaxed text-muted">{access.text}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Form method="post">
          <Button type="submit" className="max-sm:w-full">
            {access.signOut}
          </Button>
        </Form>
        <a href={signOutEverywherePath} className={buttonVariants({ variant: "secondary" })}>
          {access.signOutEverywhere}
        </a>
      </div>
    </>
  );
}
