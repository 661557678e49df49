import { Form, redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { buttonStyles } from "#app/components/ui/button-styles.ts";
import { servicesContext, studioSessionContext } from "#app/context.server.ts";
import { settingsCopy } from "#app/content/studio/auth.ts";
import { shellCopy, studioTitle } from "#app/content/studio/shell.ts";
import { signOut, signOutEverywhere } from "#app/studio/auth/auth.server.ts";
import { isSecureRequest } from "#app/studio/http.server.ts";
import { clearedSessionCookie } from "#app/studio/auth/sessions.server.ts";
import { PageHeader } from "#app/studio/ui/page-header.tsx";

export const meta: Route.MetaFunction = () => [{ title: studioTitle(shellCopy.signOut) }];

/** "Abmelden" ends this device's session; "Überall abmelden" (scope=everywhere) every session. */
export async function action({ request, context }: Route.ActionArgs) {
  const { studio } = context.get(servicesContext);
  const form = await request.formData();
  if (form.get("scope") === "everywhere") signOutEverywhere(studio);
  else signOut(studio, context.get(studioSessionContext));
  return redirect("/studio/anmelden?abgemeldet", {
    headers: { "Set-Cookie": clearedSessionCookie({ secure: isSecureRequest(request) }) },
  });
}

export default function SignOut() {
  const { access } = settingsCopy;
  return (
    <>
      <PageHeader title={access.heading} />
      <p className="mt-8 max-w-xl leading-relaxed text-muted">{access.text}</p>
      <Form method="post" className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <button type="submit" className={buttonStyles("solid", "cursor-pointer")}>
          {access.signOut}
        </button>
        <button
          type="submit"
          name="scope"
          value="everywhere"
          className={buttonStyles("outline", "cursor-pointer")}
        >
          {access.signOutEverywhere}
        </button>
      </Form>
    </>
  );
}
