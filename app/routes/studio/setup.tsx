import { useLoaderData } from "react-router";
import type { Route } from "./+types/setup";
import { servicesContext } from "#app/context.server.ts";
import { setupCopy } from "#app/content/studio/auth.ts";
import { studioTitle } from "#app/content/studio/shell.ts";
import { isInviteUsable } from "#app/studio/auth/auth.server.ts";
import { deviceName } from "#app/studio/auth/device-name.ts";
import { AuthLayout } from "#app/studio/auth/ui/auth-layout.tsx";
import { Notice } from "#app/components/ui/notice.tsx";
import { PasskeyRegister } from "#app/studio/auth/ui/passkey-register.tsx";

export const meta: Route.MetaFunction = ({ matches: [, frame] }) => [
  { title: studioTitle(frame.loaderData, setupCopy.title) },
];

/** The invite link (`npm run studio -- invite`): the first passkey, then straight in. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { studio } = context.get(servicesContext);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const usable = isInviteUsable(studio, token);
  return {
    token: usable ? token : "",
    usable,
    name: deviceName(request.headers.get("user-agent"), setupCopy.defaultName),
  };
}

export default function Setup({ matches: [, frame] }: Route.ComponentProps) {
  const { token, usable, name } = useLoaderData<typeof loader>();
  return (
    <AuthLayout studioName={frame.loaderData.studioName} title={setupCopy.title}>
      {usable ? (
        <>
          <p className="mt-4 leading-relaxed text-muted">{setupCopy.intro}</p>
          <PasskeyRegister
            api="/studio/api/setup"
            token={token}
            defaultName={name}
            copy={setupCopy}
            onRegistered={(redirectTo) => window.location.assign(redirectTo)}
          />
        </>
      ) : (
        <>
          <Notice tone="error">{setupCopy.invalid}</Notice>
          <p className="mt-6 text-[0.95rem] leading-relaxed text-muted">{setupCopy.invalidHint}</p>
        </>
      )}
    </AuthLayout>
  );
}
