import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/privacy";
import { Notice } from "#app/components/ui/notice.tsx";
import { servicesContext, studioSessionContext, type AppServices } from "#app/context.server.ts";
import { privacyCopy as copy } from "#app/content/studio/privacy.ts";
import { studioTitle } from "#app/content/studio/shell.ts";
import { parseForm } from "#app/forms/parse-form.ts";
import { needsConfirmation } from "#app/studio/auth/auth.server.ts";
import { byIntent, confirmationRequired } from "#app/studio/http.server.ts";
import { exportNoticeMessages, privacyRefusals } from "#app/studio/privacy/messages.ts";
import { addressMaxLength, exportNotices, privacyPath } from "#app/studio/privacy/privacy.ts";
import { auditEntry, listAudit } from "#app/studio/privacy/audit.server.ts";
import { erasePerson } from "#app/studio/privacy/erase.server.ts";
import { summarizePerson, type PersonSummary } from "#app/studio/privacy/person.server.ts";
import { addressFormSchema } from "#app/studio/privacy/schema.ts";
import { AuditLog } from "#app/studio/privacy/ui/audit-log.tsx";
import { ConfirmErasure } from "#app/studio/privacy/ui/confirm-erasure.tsx";
import { PersonLookup } from "#app/studio/privacy/ui/person-lookup.tsx";
import { PrivacyReach } from "#app/studio/privacy/ui/privacy-reach.tsx";
import { PageHeader } from "#app/studio/ui/page-header.tsx";

export const meta: Route.MetaFunction = ({ matches: [, frame] }) => [
  { title: studioTitle(frame.loaderData, copy.title) },
];

/**
 * The audit log, and what the last request came to: an erasure's result (`?geloescht=<audit
 * id>`: the counts come from the audit entry, so the address never appears in a URL) or why an
 * export made no file (`?export=…`, from the export route).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { privacy, env } = context.get(servicesContext);
  const params = new URL(request.url).searchParams;
  const erasedId = Number(params.get("geloescht"));
  const erased = Number.isSafeInteger(erasedId) ? auditEntry(privacy, erasedId) : null;
  const notice = params.get("export");
  return {
    audit: listAudit(privacy),
    retentionDays: env.RETENTION_DAYS,
    erased: erased?.action === "erase" ? erased : null,
    filesLeft: Math.max(0, Number(params.get("rest")) || 0),
    exportNotice: exportNotices.find((value) => value === notice) ?? null,
  };
}

type Step =
  | { step: "lookup"; email: string; error: string }
  | { step: "confirm"; email: string; summary: PersonSummary; error?: string };

type Privacy = AppServices["privacy"];

const answer = (step: Step, status = 200) => data(step, { status });

/**
 * "Daten löschen" (intent `preview`) shows what would be deleted and asks; "Endgültig löschen"
 * (intent `erase`) deletes. An address with nothing stored needs no confirmation: the request
 * is answered (and recorded) at once. Both work without JavaScript (plain form posts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { privacy } = context.get(servicesContext);
  const form = await request.formData();
  const typed = String(form.get("email") ?? "").slice(0, addressMaxLength + 10);
  const parsed = parseForm(addressFormSchema, { email: typed });
  if (!parsed.ok) {
    const { status } = privacyRefusals[parsed.reason];
    return answer({ step: "lookup", email: typed, error: parsed.errors.email ?? "" }, status);
  }
  const address = parsed.value.email;
  // Erasing needs a fresh passkey confirmation (a stolen session must not erase clients' data).
  const { studio } = context.get(servicesContext);
  const confirm = () => {
    if (needsConfirmation(studio, context.get(studioSessionContext))) {
      throw confirmationRequired(request);
    }
  };
  return byIntent(form, {
    preview: () => preview(privacy, address, confirm),
    erase: () => {
      confirm();
      return erase(privacy, address, summarizePerson(privacy, address));
    },
  });
}

/** "Daten löschen": what is stored, to confirm; nothing stored, nothing to ask. */
async function preview(privacy: Privacy, address: string, confirm: () => void) {
  const summary = summarizePerson(privacy, address);
  if (summary.counts.inquiries === 0) return erase(privacy, address, summary);
  confirm();
  return answer({ step: "confirm", email: address, summary });
}

/** "Endgültig löschen". */
async function erase(privacy: Privacy, address: string, summary: PersonSummary) {
  const result = await erasePerson(privacy, address, "studio");
  if (!result.ok) {
    const { status, message } = privacyRefusals[result.reason];
    return answer({ step: "confirm", email: address, summary, error: message }, status);
  }
  const rest = result.filesLeft ? `&rest=${result.filesLeft}` : "";
  return redirect(`${privacyPath}?geloescht=${result.audit.id}${rest}`);
}

export default function StudioPrivacy() {
  const { audit, retentionDays, erased, filesLeft, exportNotice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const exported = exportNotice ? exportNoticeMessages[exportNotice] : null;

  return (
    <>
      <PageHeader title={copy.title}>
        <p className="mt-4 max-w-2xl leading-relaxed text-muted">{copy.intro}</p>
      </PageHeader>

      {!result && erased ? (
        <Notice tone="status">{erased.inquiries ? copy.erased(erased) : copy.erasedNothing}</Notice>
      ) : null}
      {!result && filesLeft ? (
        <Notice tone="error">{copy.errors.filesLeft(filesLeft)}</Notice>
      ) : null}
      {!result && exported?.at === "top" ? <Notice tone="status">{exported.message}</Notice> : null}

      {result?.step === "confirm" ? (
        <ConfirmErasure email={result.email} summary={result.summary} error={result.error} />
      ) : (
        <PersonLookup
          email={result?.email ?? ""}
          error={result?.error ?? (exported?.at === "field" ? exported.message : null)}
        />
      )}

      <PrivacyReach retentionDays={retentionDays} />
      <AuditLog entries={audit} />
    </>
  );
}
