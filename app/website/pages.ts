/**
 * What each public page needs of the owner's content, picked on the server by the routes'
 * loaders. Loader data is serialized into the page for hydration, so a page gets only what it
 * renders (its meta tags and structured data included).
 */
import { legalDocument, type LegalPath } from "#app/content/legal.ts";
import { siteNaming } from "#app/content/seo.ts";
import type { SiteContent } from "#app/website/schema.ts";

/** The shell every public page shares: header, footer, skip link. */
export function shellContent({ facts, home }: SiteContent) {
  return {
    studioName: facts.studioName,
    address: facts.address,
    phone: facts.phone,
    email: facts.email,
    social: facts.social,
    claim: home.footer.claim,
  };
}
export type ShellContent = ReturnType<typeof shellContent>;

/** The home page: its sections, its search texts, and the facts it shows or describes. */
export function homeContent({ facts, home, search }: SiteContent) {
  const { footer: _inTheShell, ...sections } = home;
  return {
    home: sections,
    search,
    facts: {
      studioName: facts.studioName,
      founder: facts.founder,
      founderTitle: facts.founderTitle,
      address: facts.address,
      phone: facts.phone,
      email: facts.email,
      social: facts.social,
      vat: facts.vat,
    },
  };
}

/** A legal page: its document, generated from the facts, and the names its meta tags use. */
export function legalContent(path: LegalPath, { facts }: SiteContent, retentionDays: number) {
  return { document: legalDocument(path, facts, retentionDays), naming: siteNaming(facts) };
}
