import type { Route } from "./+types/api.send-contact-email";
import { clientAddress, servicesContext } from "#app/context.server.ts";
import { inquiryFromJson } from "#app/inquiry/intake/api.server.ts";
import { apiMessages } from "#app/content/api-messages.ts";
import { jsonEndpoint, methodNotAllowed } from "#app/lib/api-http.server.ts";

/** POST /api/send-contact-email (spec section 7): the inquiry the page's script sends. */
export function loader() {
  return methodNotAllowed(apiMessages);
}

export function action({ request, context }: Route.ActionArgs) {
  const { env, log, inquiries, sessions } = context.get(servicesContext);
  return jsonEndpoint(
    request,
    { name: "send-contact-email", apiKey: env.PUBLIC_API_KEY, log, messages: apiMessages },
    () =>
      inquiryFromJson(request, inquiries, {
        sessions,
        clientIp: clientAddress(context),
      }),
  );
}
