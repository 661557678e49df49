/**
 * The studio's facts, shown on the page, in the legal notice and in structured data.
 *
 * PLACEHOLDERS: every value marked `placeholder` below is a conventional German stand-in
 * (Erika Mustermann, Musterstraße 1, example.com). Replace them with the real facts before launch.
 */
export type StudioFacts = {
  name: string;
  founder: string;
  founderTitle: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  phone: string;
  /** The address visitors write to (mailto links, legal notice). */
  email: string;
  social: { label: string; url: string };
};

export const studio: StudioFacts = {
  name: "Atelier Mustermann", // placeholder
  founder: "Erika Mustermann", // placeholder
  founderTitle: "Gründerin & Fotografin",
  street: "Musterstraße 1", // placeholder
  postalCode: "52062", // placeholder
  city: "Aachen",
  country: "Deutschland",
  phone: "+49 241 0000000", // placeholder
  email: "hallo@example.com", // placeholder
  social: { label: "Instagram", url: "https://www.instagram.com/example" }, // placeholder
};

/** The phone number in the form a `tel:` link needs. */
export const phoneHref = `tel:${studio.phone.replace(/[^+\d]/g, "")}`;

/**
 * The language the site is rendered in. It sets `<html lang>` and, through it, the contact
 * form's calendar: "de" starts weeks on Monday, "en" on Sunday.
 */
export type SiteLocale = "de" | "en";
export const siteLocale: SiteLocale = "de";
