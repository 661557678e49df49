/**
 * The language the site is rendered in. It sets `<html lang>` and, through it, the contact
 * form's calendar: "de" starts weeks on Monday, "en" on Sunday.
 */
export type SiteLocale = "de" | "en";
export const siteLocale: SiteLocale = "de";
