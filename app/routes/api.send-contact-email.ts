import type { Route } from "./+types/api.send-contact-email";
import { requestContext, servicesContext } from "#app/context.server.ts";
import { inquiryFromJson } from "#app/inquiry/intake/api.server.ts";
import { apiMessages } from "#app/content/api-messages.ts";
import { jsonEndpoint, methodNotAllowed } from "#app/lib/api-http.server.ts";
import { clientIp } from "#app/lib/client-address.server.ts";

/** POST /api/send-contact-email (spec section 7): the inquiry the page's script sends. */
export function loader() {
  return methodNotAllowed(apiMessages);
}

export function action({ request, context }: Route.ActionArgs) {
  const { env, log, inquiries, sessions } = context.get(servicesContext);
  const peer = context.get(requestContext)?.peerAddress;
  return jsonEndpoint(
    request,
    { name: "send-contact-email", apiKey: env.PUBLIC_API_KEY, log, messages: apiMessages },
    () =>
      inquiryFromJson(request, inquiries, {
        sessions,
        clientIp: clientIp(request, peer, env.TRUST_PROXY),
      }),
  );
}
