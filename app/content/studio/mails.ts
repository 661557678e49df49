/** The mail with a sign-in link for the studio. Neutral address, like the studio itself. */
import type { Facts } from "#app/website/schema.ts";

export const signInLinkMail = (facts: Pick<Facts, "studioName">) => ({
  subject: `Anmeldelink für das Studio · ${facts.studioName}`,
  greeting: "Hallo,",
  intro: `mit diesem Link wird ein Gerät im Studio von ${facts.studioName} angemeldet:`,
  button: "Im Studio anmelden",
  validity: "Der Link ist 15 Minuten gültig und funktioniert nur einmal.",
  ignore:
    "Wurde kein Link angefordert, kann diese E-Mail ignoriert werden: Ohne den Link meldet sich niemand an.",
});
