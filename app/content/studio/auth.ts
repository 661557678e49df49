/**
 * The studio's sign-in, setup and passkey settings: page copy and the messages the server and the
 * page show. Neutral address throughout.
 */
import type { Facts } from "#app/website/schema.ts";

/** The account a new passkey is listed under in the phone's passkeys: "Studio Atelier Mustermann". */
export const passkeyUserName = (facts: Pick<Facts, "studioName">) => `Studio ${facts.studioName}`;

export const signInCopy = {
  title: "Anmelden",
  intro:
    "Willkommen im Studio. Die Anmeldung erfolgt mit einem Passkey oder einem Link per E-Mail.",
  passkeyButton: "Mit Passkey anmelden",
  passkeyBusy: "Passkey wird geprüft …",
  or: "oder",
  linkHeading: "Anmeldelink per E-Mail",
  linkText:
    "Ein Link an die E-Mail-Adresse des Studios, 15\u00a0Minuten gültig und nur einmal verwendbar.",
  linkButton: "Anmeldelink senden",
  linkSent:
    "Wenn alles stimmt, kommt in wenigen Minuten eine E-Mail mit dem Anmeldelink. Er ist 15\u00a0Minuten gültig.",
  signedOut: "Abgemeldet.",
  noScript:
    "Für die Anmeldung mit Passkey wird JavaScript benötigt. Der Anmeldelink per E-Mail funktioniert auch ohne.",
} as const;

export const linkCopy = {
  title: "Anmelden mit Link",
  intro: "Mit diesem Link wird dieses Gerät im Studio angemeldet.",
  button: "Jetzt anmelden",
  invalid: "Dieser Anmeldelink ist abgelaufen oder wurde schon verwendet.",
  newLink: "Neuen Link anfordern",
} as const;

export const setupCopy = {
  title: "Studio einrichten",
  intro:
    "Mit einem Passkey meldet sich dieses Gerät künftig ohne Passwort an: per Gesichtserkennung, Fingerabdruck oder Gerätecode.",
  nameLabel: "Name des Geräts",
  nameHint: "Zum Beispiel „iPhone“ oder „Laptop“, damit der Passkey später wiederzuerkennen ist.",
  /** The name a passkey gets when none is typed. */
  defaultName: "Passkey",
  button: "Passkey einrichten",
  busy: "Passkey wird eingerichtet …",
  invalid: "Dieser Einrichtungslink ist abgelaufen oder wurde schon verwendet.",
  invalidHint: "Einen neuen Link erzeugt der Befehl sudo atelier studio invite auf dem Server.",
  noScript: "Zum Einrichten eines Passkeys wird JavaScript benötigt.",
} as const;

export const settingsCopy = {
  title: "Einstellungen",
  passkeys: {
    heading: "Passkeys",
    intro: "Mit diesen Passkeys ist die Anmeldung im Studio möglich.",
    created: "Hinzugefügt am",
    lastUsed: (when: string) => `Zuletzt verwendet am ${when} Uhr`,
    neverUsed: "Noch nicht verwendet",
    remove: "Entfernen",
    removeLabel: (name: string) => `Passkey „${name}“ entfernen`,
    removed: "Passkey entfernt.",
    added: "Passkey hinzugefügt.",
    addHeading: "Passkey hinzufügen",
    addText: "Für ein weiteres Gerät, zum Beispiel Telefon und Laptop.",
    addButton: "Passkey hinzufügen",
    busy: "Passkey wird hinzugefügt …",
    noScript: "Zum Hinzufügen eines Passkeys wird JavaScript benötigt.",
    none: "Noch kein Passkey. Die Anmeldung ist nur mit dem Anmeldelink per E-Mail möglich.",
    lastWarning: (email: string) =>
      `Das ist der letzte Passkey. Danach ist die Anmeldung nur noch mit dem Anmeldelink per E-Mail an ${email} möglich.`,
    confirmRemove: "Trotzdem entfernen",
    cancel: "Abbrechen",
  },
  access: {
    heading: "Anmeldung",
    text: "Abmelden beendet die Sitzung auf diesem Gerät. Überall abmelden beendet sie auf allen Geräten, auch auf diesem.",
    signOut: "Abmelden",
    signOutEverywhere: "Überall abmelden",
    everywhereHeading: "Überall abmelden?",
    everywhereText:
      "Für ein verlorenes oder gestohlenes Gerät. Das beendet die Sitzung auf allen Geräten, auch auf diesem. Außerdem:",
    everywhereEffects: [
      "Die bisherige Adresse des Kalender-Abos funktioniert nicht mehr; eine neue lässt sich im Kalender erzeugen.",
      "Benachrichtigungen gehen an kein Gerät mehr, bis sie dort wieder eingeschaltet werden.",
      "Offene Anmelde- und Einrichtungslinks verfallen.",
    ],
    everywhereMail:
      "Ist auf dem verlorenen Gerät das E-Mail-Postfach des Studios eingerichtet, kann es dort einen Anmeldelink anfordern: beim E-Mail-Anbieter das Gerät abmelden und das Passwort ändern.",
    cancel: "Abbrechen",
  },
} as const;

/**
 * "Mit Passkey bestätigen": asked for before what a stolen session must not do (adding or removing
 * a passkey, erasing a person, a new calendar address, signing out everywhere).
 */
export const confirmCopy = {
  title: "Bestätigen",
  intro:
    "Dieser Schritt braucht eine kurze Bestätigung mit dem Passkey, damit ihn niemand mit einem fremden oder verlorenen Gerät ausführen kann. Sie gilt dann 10\u00a0Minuten.",
  button: "Mit Passkey bestätigen",
  busy: "Passkey wird geprüft …",
  cancel: "Abbrechen",
  noScript: "Für die Bestätigung mit Passkey wird JavaScript benötigt.",
  otherDevice:
    "Ist der Passkey auf einem anderen Gerät, etwa dem Telefon, bietet der Browser das an (meist mit einem QR-Code).",
} as const;

/** Messages of the sign-in's JSON answers and of the page's passkey buttons. */
export const authMessages = {
  rateLimited: "Zu viele Anmeldeversuche. Bitte in einigen Minuten erneut versuchen.",
  passkeyRejected: "Dieser Passkey wurde nicht erkannt. Bitte erneut versuchen.",
  inviteInvalid: setupCopy.invalid,
  linkInvalid: linkCopy.invalid,
  unauthorized: "Bitte zuerst im Studio anmelden.",
  foreignOrigin: "Diese Anfrage kam nicht von der Website des Studios.",
  invalidRequest: "Die Anfrage war unvollständig. Bitte die Seite neu laden.",
  cancelled: "Der Vorgang wurde abgebrochen. Bitte erneut versuchen.",
  unsupported:
    "Dieser Browser unterstützt keine Passkeys. Der Anmeldelink per E-Mail funktioniert trotzdem.",
  network: "Keine Verbindung zum Studio. Bitte erneut versuchen.",
  duplicate: "Dieser Passkey ist schon hinzugefügt.",
  failed: "Das hat nicht geklappt. Bitte erneut versuchen.",
  confirmationRequired: "Bitte zuerst mit dem Passkey bestätigen.",
} as const;
