/**
 * The website a fresh install shows: the first release of the owner's content (app/website/).
 * She changes all of it in the studio (/studio/website); these values are only where she starts.
 *
 * PLACEHOLDERS: every value marked `placeholder` is a conventional German stand-in (Erika
 * Mustermann, Musterstraße 1, example.com). The studio's "Startklar" list names each one until
 * she has replaced it.
 */
import type { SiteContent } from "#app/website/schema.ts";
import { creators } from "#app/content/creators.ts";
import { faq, faqSection } from "#app/content/faq.ts";
import { footer } from "#app/content/footer.ts";
import { hero } from "#app/content/hero.ts";
import { packages } from "#app/content/packages.ts";
import { packagesSection } from "#app/content/packages-section.ts";
import { philosophy } from "#app/content/philosophy.ts";
import { homeDescription, pageTitles } from "#app/content/seo.ts";
import { studio } from "#app/content/site.ts";
import { experience, steps } from "#app/content/steps.ts";
import { contactSection } from "#app/content/contact-section.ts";

export const defaultContent: SiteContent = {
  facts: {
    studioName: studio.name,
    founder: studio.founder,
    founderTitle: studio.founderTitle,
    address: { street: studio.street, postalCode: studio.postalCode, city: studio.city },
    country: studio.country,
    phone: studio.phone,
    email: studio.email,
    social: { ...studio.social },
    vat: "regular",
    legal: {
      responsible: {
        name: studio.founder,
        address: { street: studio.street, postalCode: studio.postalCode, city: studio.city },
      },
      vatId: "DE000000000", // placeholder
      hosting: {
        name: "Muster-Hosting GmbH", // placeholder
        address: "Musterweg 2, 10115 Berlin", // placeholder
      },
      mailProvider: {
        name: "Muster-Mail GmbH", // placeholder
        address: "Musterallee 3, 80331 München", // placeholder
      },
    },
  },
  home: {
    hero: {
      tagline: hero.tagline,
      headline: hero.headline,
      subline: hero.subline,
      trustPoints: [...hero.trustPoints],
    },
    philosophy: {
      heading: philosophy.heading,
      paragraphs: [...philosophy.paragraphs],
      signature: philosophy.signature,
    },
    experience: {
      heading: experience.heading,
      intro: experience.intro,
      steps: steps.map(({ icon, title, description }) => ({ icon, title, description })),
    },
    packages: {
      heading: packagesSection.heading,
      intro: packagesSection.intro,
      items: packages.map((item) => ({ ...item, features: [...item.features] })),
    },
    creators: {
      heading: creators.heading,
      intro: creators.intro,
      features: creators.features.map((feature) => ({ ...feature })),
      action: creators.action,
      mailSubject: creators.mailSubject,
    },
    faq: {
      heading: faqSection.heading,
      intro: faqSection.intro,
      items: faq.map((entry) => ({ ...entry })),
    },
    contact: { heading: contactSection.heading, intro: contactSection.intro },
    footer: { claim: footer.claim },
  },
  search: { title: pageTitles.home, description: homeDescription },
};
