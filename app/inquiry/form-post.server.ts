/**
 * The contact form posted without JavaScript (`POST /?index`): the same use case as the JSON
 * endpoint, answered with what the form re-renders (the entered values and the German messages,
 * or success). React Router has already refused posts from other origins (ADR 0011).
 */
import { data } from "react-router";
import { siteLocale } from "~/content/site";
import { acceptInquiry, type AcceptDeps } from "./accept-inquiry.server";
import { readFormValues } from "./fields";
import { schemaInput, type ContactActionData } from "./form/form-values";

export async function answerFormPost(form: FormData, deps: AcceptDeps, clientIp: string) {
  const values = readFormValues(form);
  const website = form.get("website");
  const outcome = await acceptInquiry(deps, schemaInput(values, siteLocale), {
    channel: "form",
    clientIp,
    honeypot: typeof website === "string" ? website : null,
  });
  if (outcome.ok) return data<ContactActionData>({ status: "sent" });
  const { fieldErrors, message } = outcome.error;
  return data<ContactActionData>(
    fieldErrors
      ? { status: "invalid", values, fieldErrors, message }
      : { status: "failed", values, fieldErrors: {}, message },
    { status: outcome.status },
  );
}
