import { privacyCopy } from "#app/content/studio/privacy.ts";

/** "Was dazugehört": what an export or erasure covers, and what it cannot reach. */
export function PrivacyReach({ retentionDays }: { retentionDays: number }) {
  const { reach } = privacyCopy;
  return (
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
  );
}
