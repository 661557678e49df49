import { countsLine, privacyCopy } from "#app/content/studio/privacy.ts";
import type { AuditEntry } from "#app/studio/privacy/audit.server.ts";
import { formatDateTime } from "#app/studio/ui/format.ts";

/** "Protokoll": every export and erasure, here and from the command line, without the person. */
export function AuditLog({ entries }: { entries: AuditEntry[] }) {
  const { audit } = privacyCopy;
  return (
    <section aria-labelledby="audit" className="mt-16 border-t border-ink/10 pt-12">
      <h2 id="audit" className="text-3xl">
        {audit.heading}
      </h2>
      <p className="mt-2 max-w-2xl leading-relaxed text-muted">{audit.intro}</p>
      {entries.length === 0 ? (
        <p className="mt-6 text-muted">{audit.empty}</p>
      ) : (
        <ul className="mt-6 divide-y divide-ink/10 border-y border-ink/10">
          {entries.map((entry) => (
            <li key={entry.id} className="py-4 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-6">
              <p className="text-sm text-muted">
                <time dateTime={new Date(entry.at).toISOString()}>{formatDateTime(entry.at)}</time>
              </p>
              <div className="mt-1 sm:mt-0">
                <p>
                  <span className="font-semibold">{audit.actions[entry.action]}</span>{" "}
                  {audit.channels[entry.channel]}
                </p>
                <p className="mt-1 text-sm text-muted">
                  {entry.inquiries || entry.files ? countsLine(entry) : audit.nothing}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
