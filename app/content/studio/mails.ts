/** The mail with a sign-in link for the studio. Neutral address, like the studio itself. */
import { studio } from "#app/content/site.ts";

export const signInLinkMail = {
  subject: `Anmeldelink für das Studio · ${studio.name}`,
  greeting: "Hallo,",
  intro: `mit diesem Link wird ein Gerät im Studio von ${studio.name} angemeldet:`,
  button: "Im Studio anmelden",
  validity: "Der Link ist 15 Minuten gültig und funktioniert nur einmal.",
  ignore:
    "Wurde kein Link angefordert, kann diese E-Mail ignoriert werden: Ohne den Link meldet sich niemand an.",
} as const;
