import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/privacy";
import { buttonStyles } from "#app/components/ui/button-styles.ts";
import { servicesContext } from "#app/context.server.ts";
import { packageLabel } from "#app/content/studio/inbox.ts";
import { countsLine, privacyCopy as copy } from "#app/content/studio/privacy.ts";
import { studioTitle } from "#app/content/studio/shell.ts";
import {
  addressMaxLength,
  exportNotices,
  normalizeAddress,
  privacyPath,
} from "#app/studio/privacy/privacy.ts";
import {
  auditEntry,
  erasePerson,
  listAudit,
  summarizePerson,
  type PersonSummary,
} from "#app/studio/privacy/privacy.server.ts";
import { Notice } from "#app/components/ui/notice.tsx";
import { formatDateTime } from "#app/studio/ui/format.ts";
import { PageHeader } from "#app/studio/ui/page-header.tsx";
import { hintClass, inputClass, labelClass } from "#app/studio/ui/styles.ts";

export const meta: Route.MetaFunction = () => [{ title: studioTitle(copy.title) }];

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

/**
 * "Daten löschen" (intent `preview`) shows what would be deleted and asks; "Endgültig löschen"
 * (intent `erase`) deletes. An address with nothing stored needs no confirmation: the request
 * is answered (and recorded) at once. Both work without JavaScript (plain form posts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { privacy } = context.get(servicesContext);
  const form = await request.formData();
  const typed = String(form.get("email") ?? "").slice(0, addressMaxLength + 10);
  const address = normalizeAddress(typed);
  const answer = (step: Step, status = 200) => data(step, { status });
  if (!address) return answer({ step: "lookup", email: typed, error: copy.errors.invalid }, 400);

  const intent = form.get("intent");
  if (intent !== "preview" && intent !== "erase") throw data(null, { status: 400 });
  const summary = summarizePerson(privacy, address);
  if (intent === "preview" && summary.counts.inquiries > 0) {
    return answer({ step: "confirm", email: address, summary });
  }
  const result = await erasePerson(privacy, address, "studio");
  if (!result.ok) {
    const status = result.reason === "busy" ? 503 : 409;
    return answer(
      { step: "confirm", email: address, summary, error: copy.errors[result.reason] },
      status,
    );
  }
  const rest = result.filesLeft ? `&rest=${result.filesLeft}` : "";
  return redirect(`${privacyPath}?geloescht=${result.audit.id}${rest}`);
}

function Lookup({ email, error }: { email: string; error: string | null }) {
  const { form } = copy;
  const describedBy = error ? "email-hint email-error" : "email-hint";
  return (
    <section aria-labelledby="person" className="mt-12">
      <h2 id="person" className="text-3xl">
        {form.heading}
      </h2>
      {/* A document post: the export's answer is a file download, which a fetch cannot start. */}
      <Form method="post" reloadDocument className="mt-6 max-w-xl">
        <label htmlFor="email" className={labelClass}>
          {form.label}
        </label>
        <input
          id="email"
          name="email"
          type="email"
          required
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={addressMaxLength}
          defaultValue={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
        />
        <p id="email-hint" className={hintClass}>
          {form.hint}
        </p>
        {error ? (
          <Notice tone="error" id="email-error">
            {error}
          </Notice>
        ) : null}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <button
            type="submit"
            formAction={`${privacyPath}/export`}
            className={buttonStyles("solid", "cursor-pointer")}
          >
            {form.export}
          </button>
          <button
            type="submit"
            name="intent"
            value="preview"
            className={buttonStyles("outline", "cursor-pointer")}
          >
            {form.erase}
          </button>
        </div>
      </Form>
    </section>
  );
}

function Confirm({
  email,
  summary,
  error,
}: {
  email: string;
  summary: PersonSummary;
  error?: string;
}) {
  const { confirm } = copy;
  const { counts } = summary;
  return (
    <section
      aria-labelledby="confirm"
      className="mt-12 max-w-2xl border border-ink/15 bg-white/55 px-6 py-8 sm:px-10 sm:py-10"
    >
      <h2 id="confirm" className="text-3xl">
        {confirm.heading}
      </h2>
      <p className="mt-4 leading-relaxed">
        {confirm.foundBefore} <strong className="font-semibold break-all">{email}</strong>{" "}
        {confirm.foundAfter}
      </p>
      <p className="mt-2 leading-relaxed text-ink/85">
        {countsLine(counts)}
        {counts.unsentMails ? ` (${confirm.unsent(counts.unsentMails)})` : null}
      </p>
      <h3 className="mt-8 font-sans text-sm font-semibold">{confirm.inquiriesHeading}</h3>
      <ul className="mt-3 divide-y divide-ink/10 border-y border-ink/10">
        {summary.inquiries.map((inquiry) => (
          <li key={inquiry.id} className="py-3">
            <p className="font-serif text-xl leading-tight break-words">
              {inquiry.firstName} {inquiry.lastName}
            </p>
            <p className="mt-1 text-sm text-muted">
              {packageLabel(inquiry.package)}
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              <time dateTime={new Date(inquiry.createdAt).toISOString()}>
                {formatDateTime(inquiry.createdAt)}
              </time>
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-6 border-l-2 border-accent-strong pl-4 leading-relaxed">{confirm.warning}</p>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <Form method="post" className="mt-8 flex flex-col gap-3 sm:flex-row">
        <input type="hidden" name="email" value={email} />
        <button
          type="submit"
          name="intent"
          value="erase"
          className={buttonStyles("solid", "cursor-pointer")}
        >
          {confirm.button}
        </button>
        <Link to={privacyPath} className={buttonStyles("outline")}>
          {confirm.cancel}
        </Link>
      </Form>
    </section>
  );
}

export default function StudioPrivacy() {
  const { audit, retentionDays, erased, filesLeft, exportNotice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { reach } = copy;

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
      {!result && exportNotice === "empty" ? (
        <Notice tone="status">{copy.exportEmpty}</Notice>
      ) : null}

      {result?.step === "confirm" ? (
        <Confirm email={result.email} summary={result.summary} error={result.error} />
      ) : (
        <Lookup
          email={result?.email ?? ""}
          error={
            result?.error ??
            (exportNotice === "invalid"
              ? copy.errors.invalid
              : exportNotice === "busy"
                ? copy.errors.busy
                : null)
          }
        />
      )}

      <section aria-labelledby="reach" className="mt-16 border-t border-ink/10 pt-12">
        <h2 id="reach" className="text-3xl">
          {reach.heading}
        </h2>
        <ul className="mt-5 max-w-2xl list-disc space-y-2 pl-5 leading-relaxed marker:text-accent">
          {reach.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-5 max-w-2xl leading-relaxed text-muted">{reach.sameAddress}</p>
        <h3 className="mt-8 font-sans text-sm font-semibold">{reach.outsideHeading}</h3>
        <p className="mt-2 max-w-2xl leading-relaxed text-muted">{reach.outside(retentionDays)}</p>
      </section>

      <section aria-labelledby="audit" className="mt-16 border-t border-ink/10 pt-12">
        <h2 id="audit" className="text-3xl">
          {copy.audit.heading}
        </h2>
        <p className="mt-2 max-w-2xl leading-relaxed text-muted">{copy.audit.intro}</p>
        {audit.length === 0 ? (
          <p className="mt-6 text-muted">{copy.audit.empty}</p>
        ) : (
          <ul className="mt-6 divide-y divide-ink/10 border-y border-ink/10">
            {audit.map((entry) => (
              <li key={entry.id} className="py-4 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-6">
                <p className="text-sm text-muted">
                  <time dateTime={new Date(entry.at).toISOString()}>
                    {formatDateTime(entry.at)}
                  </time>
                </p>
                <div className="mt-1 sm:mt-0">
                  <p>
                    <span className="font-semibold">{copy.audit.actions[entry.action]}</span>{" "}
                    {copy.audit.channels[entry.channel]}
                  </p>
                  <p className="mt-1 text-sm text-muted">
                    {entry.inquiries || entry.files ? countsLine(entry) : copy.audit.nothing}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
