import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in";
import { Button } from "#app/components/ui/button.tsx";
import { clientAddress, servicesContext } from "#app/context.server.ts";
import { signInCopy } from "#app/content/studio/auth.ts";
import { studioTitle } from "#app/content/studio/shell.ts";
import { currentSession, requestSignInLink } from "#app/studio/auth/auth.server.ts";
import { authRefusals } from "#app/studio/auth/messages.ts";
import { returnPath, sessionToken, withSessionCookie } from "#app/studio/http.server.ts";
import { AuthLayout } from "#app/studio/auth/ui/auth-layout.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { PasskeySignIn } from "#app/studio/auth/ui/passkey-sign-in.tsx";

/** A refused attempt's Retry-After reaches the document's answer. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = ({ matches: [, frame] }) => [
  { title: studioTitle(frame.loaderData, signInCopy.title) },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const { studio } = context.get(servicesContext);
  const url = new URL(request.url);
  const next = url.searchParams.get("weiter");
  const token = sessionToken(request);
  const found = currentSession(studio, token);
  if (found && token) {
    // Signed in already: on to the studio, with the cookie renewed if the session just was.
    throw withSessionCookie(redirect(returnPath(next)), request, token, found.renewed);
  }
  return { next: next ? returnPath(next) : null, signedOut: url.searchParams.has("abgemeldet") };
}

/** "Anmeldelink senden" (works without JavaScript). */
export async function action({ context }: Route.ActionArgs) {
  const { studio } = context.get(servicesContext);
  const outcome = await requestSignInLink(studio, clientAddress(context));
  if (!outcome.ok) {
    const headers = outcome.retryAfterS
      ? { "Retry-After": String(outcome.retryAfterS) }
      : undefined;
    const { status, message } = authRefusals[outcome.reason];
    return data({ linkSent: false, error: message }, { status, headers });
  }
  return { linkSent: true, error: null };
}

export default function SignIn({ matches: [, frame] }: Route.ComponentProps) {
  const { next, signedOut } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const sending = useNavigation().state === "submitting";
  return (
    <AuthLayout studioName={frame.loaderData.studioName} title={signInCopy.title}>
      <p className="mt-4 leading-relaxed text-muted">{signInCopy.intro}</p>
      {signedOut && !result ? <Notice tone="status">{signInCopy.signedOut}</Notice> : null}
      <PasskeySignIn next={next} />

      <div className="mt-10 flex items-center gap-4 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-ink/15" />
        {signInCopy.or}
        <span className="h-px flex-1 bg-ink/15" />
      </div>

      <section aria-labelledby="sign-in-link" className="mt-8">
        <h2 id="sign-in-link" className="text-2xl">
          {signInCopy.linkHeading}
        </h2>
        <p className="mt-2 text-[0.95rem] leading-relaxed text-muted">{signInCopy.linkText}</p>
        <Form method="post" className="mt-6">
          <Button type="submit" disabled={sending} variant="secondary" className="w-full">
            {signInCopy.linkButton}
          </Button>
        </Form>
        {result?.linkSent ? <Notice tone="status">{signInCopy.linkSent}</Notice> : null}
        {result?.error ? <Notice tone="error">{result.error}</Notice> : null}
      </section>
    </AuthLayout>
  );
}
