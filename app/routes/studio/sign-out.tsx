import { Form, redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { buttonStyles } from "~/components/ui/button-styles";
import { servicesContext, studioSessionContext } from "~/context.server";
import { settingsCopy } from "~/content/studio/auth";
import { shellCopy, studioTitle } from "~/content/studio/shell";
import { signOut, signOutEverywhere } from "~/studio/auth.server";
import { isSecureRequest } from "~/studio/http.server";
import { clearedSessionCookie } from "~/studio/sessions.server";
import { PageHeader } from "~/studio/ui/page-header";

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
