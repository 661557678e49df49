import { data, Form, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/sign-in-link";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { clientAddress, servicesContext } from "#app/context.server.ts";
import { linkCopy } from "#app/content/studio/auth.ts";
import { studioTitle } from "#app/content/studio/shell.ts";
import { isSignInLinkUsable, signInWithLink } from "#app/studio/auth/auth.server.ts";
import { authRefusals } from "#app/studio/auth/messages.ts";
import { isSecureRequest } from "#app/studio/http.server.ts";
import { sessionCookie } from "#app/studio/auth/sessions.server.ts";
import { AuthLayout } from "#app/studio/auth/ui/auth-layout.tsx";
import { Notice } from "#app/components/ui/notice.tsx";

/** A refused attempt's Retry-After reaches the document's answer. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: Route.MetaFunction = ({ matches: [, frame] }) => [
  { title: studioTitle(frame.loaderData, linkCopy.title) },
];

/**
 * The mailed link opens this page; only its button signs in (a POST), so a mail scanner that
 * fetches every link in a mail does not use the link up.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { studio } = context.get(servicesContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, usable: isSignInLinkUsable(studio, token) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { studio } = context.get(servicesContext);
  const form = await request.formData();
  const outcome = await signInWithLink(studio, clientAddress(context), form.get("token"));
  if (!outcome.ok) {
    const headers = outcome.retryAfterS
      ? { "Retry-After": String(outcome.retryAfterS) }
      : undefined;
    const { status, message } = authRefusals[outcome.reason];
    return data({ error: message }, { status, headers });
  }
  return redirect("/studio", {
    headers: {
      "Set-Cookie": sessionCookie(outcome.session.token, { secure: isSecureRequest(request) }),
    },
  });
}

export default function SignInWithLink({ matches: [, frame] }: Route.ComponentProps) {
  const { token, usable } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AuthLayout studioName={frame.loaderData.studioName} title={linkCopy.title}>
      {usable ? (
        <>
          <p className="mt-4 leading-relaxed text-muted">{linkCopy.intro}</p>
          {/* A document post: its answer, a redirect to /studio with the new cookie, is then
              loaded as a page (the data of /studio would be fetched outside the cookie's path,
              see inboxPath). */}
          <Form method="post" reloadDocument className="mt-8">
            <input type="hidden" name="token" value={token} />
            <Button type="submit" className="w-full">
              {linkCopy.button}
            </Button>
          </Form>
          {result?.error ? <Notice tone="error">{result.error}</Notice> : null}
        </>
      ) : (
        <>
          <Notice tone="error">{result?.error ?? linkCopy.invalid}</Notice>
          <a
            href="/studio/anmelden"
            className={buttonVariants({ variant: "secondary", className: "mt-8 w-full" })}
          >
            {linkCopy.newLink}
          </a>
        </>
      )}
    </AuthLayout>
  );
}
