import type { Route } from "./+types/api.send-contact-email";
import { requestContext, servicesContext } from "~/context.server";
import { inquiryFromJson } from "~/inquiry/api.server";
import { jsonEndpoint, methodNotAllowed } from "~/lib/api-http.server";
import { clientIp } from "~/lib/client-address.server";

/** POST /api/send-contact-email (spec section 7): the inquiry the page's script sends. */
export function loader() {
  return methodNotAllowed();
}

export function action({ request, context }: Route.ActionArgs) {
  const { env, log, inquiries, sessions } = context.get(servicesContext);
  const peer = context.get(requestContext)?.peerAddress;
  return jsonEndpoint(
    request,
    { name: "send-contact-email", apiKey: env.PUBLIC_API_KEY, log },
    () =>
      inquiryFromJson(request, inquiries, {
        sessions,
        clientIp: clientIp(request, peer, env.TRUST_PROXY),
      }),
  );
}
