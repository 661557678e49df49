import type { Route } from "./+types/api.send-contact-email";
import { methodNotAllowed } from "~/lib/api-http.server";
import { handleInquiryApi } from "~/inquiry/api.server";

/**
 * POST /api/send-contact-email (spec section 7). The production server answers plain POSTs
 * without React Router (see inquiry-api.server.ts); this route serves `npm run dev` and every
 * other method or URL variant.
 */
export function loader() {
  return methodNotAllowed();
}

export function action({ request, context }: Route.ActionArgs) {
  return handleInquiryApi(request, context);
}
