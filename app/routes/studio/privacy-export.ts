import { redirect } from "react-router";
import type { Route } from "./+types/privacy-export";
import { servicesContext } from "#app/context.server.ts";
import { parseForm } from "#app/forms/parse-form.ts";
import { exportFileName, privacyPath, type ExportNotice } from "#app/studio/privacy/privacy.ts";
import { exportPerson } from "#app/studio/privacy/export.server.ts";
import { addressFormSchema } from "#app/studio/privacy/schema.ts";

/** Opened directly (a bookmark, a reload after the download): the page itself. */
export function loader() {
  return redirect(privacyPath);
}

const back = (notice: ExportNotice) => redirect(`${privacyPath}?export=${notice}`, 303);

/**
 * "Daten exportieren": everything stored about the address as a JSON download (a document post
 * from the privacy page, so it works without JavaScript). No file for an address with nothing
 * stored: the page says so instead. Either way the export is in the audit log.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { privacy } = context.get(servicesContext);
  const form = await request.formData();
  const parsed = parseForm(addressFormSchema, form);
  if (!parsed.ok) return back("invalid");
  const result = await exportPerson(privacy, parsed.value.email, "studio");
  if (!result.ok) return back("busy");
  if (result.document.inquiries.length === 0) return back("empty");
  return new Response(`${JSON.stringify(result.document, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(result.audit.at)}"`,
      // The studio's frame sets this on every answer too; a download of personal data must never
      // sit in a cache, whatever changes there.
      "Cache-Control": "no-store",
    },
  });
}
