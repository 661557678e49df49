/**
 * The facts the Impressum prints (§ 5 DDG, § 18 Abs. 2 MStV) and the contact e-mail visitors
 * write to: who offers the site, where, how to reach her, her VAT status and id, and who is
 * responsible for the content. Putting other ones live is a step a stolen session must not take
 * (ADR 0037). Client-safe.
 */
import type { Facts, SiteContent } from "#app/website/schema.ts";

function impressumFacts(facts: Facts) {
  const { studioName, founder, address, country, phone, email, vat, legal } = facts;
  return {
    studioName,
    founder,
    address,
    country,
    phone,
    email,
    vat,
    vatId: legal.vatId,
    responsible: legal.responsible,
  };
}

/** Whether `next` would change what the Impressum says, or the contact e-mail, from `live`. */
export function changesImpressum(live: SiteContent, next: SiteContent): boolean {
  return JSON.stringify(impressumFacts(live.facts)) !== JSON.stringify(impressumFacts(next.facts));
}
