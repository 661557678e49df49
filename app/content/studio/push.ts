/**
 * Alerts on the owner's phone (ADR 0024): the notifications' texts and the settings section that
 * turns them on per device. Notifications carry the package and the preferred date only: no name,
 * no message, no e-mail address (they pass through the phone maker's push service).
 */
import { packageLabel } from "#app/content/studio/inbox.ts";

const dateLine = (preferredDate: string | null) =>
  preferredDate ? `Wunschtermin ${preferredDate}` : "ohne Wunschtermin";

export const pushCopy = {
  newInquiry: {
    title: "Neue Anfrage",
    body: (pkg: string, preferredDate: string | null) =>
      `${packageLabel(pkg)} · ${dateLine(preferredDate)}`,
  },
  /** More new inquiries at once than get a notification each. */
  manyInquiries: {
    title: (count: number) => `${count} neue Anfragen`,
    body: "Im Studio ansehen",
  },
  reminder: {
    title: "Anfrage wartet seit einem Tag",
    body: (pkg: string, preferredDate: string | null) =>
      `${packageLabel(pkg)} · ${dateLine(preferredDate)} · noch nicht beantwortet`,
  },
  test: {
    title: "Benachrichtigungen sind an",
    body: "So meldet sich das Studio bei einer neuen Anfrage.",
  },
} as const;

export const pushSettingsCopy = {
  heading: "Benachrichtigungen",
  intro:
    "Bei einer neuen Anfrage meldet sich das Studio auf den Geräten, auf denen Benachrichtigungen an sind, und noch einmal, wenn eine Anfrage einen Tag lang neu bleibt. Die Nachricht nennt nur Paket und Wunschtermin.",
  thisDevice: "Dieses Gerät",
  on: "Benachrichtigungen sind auf diesem Gerät an.",
  off: "Benachrichtigungen sind auf diesem Gerät aus.",
  turnOn: "Auf diesem Gerät einschalten",
  turnOff: "Auf diesem Gerät ausschalten",
  busy: "Einen Moment …",
  denied:
    "Der Browser blockiert Benachrichtigungen für diese Seite. Sie lassen sich in den Website-Einstellungen des Browsers wieder erlauben.",
  unsupported:
    "Dieser Browser kann keine Benachrichtigungen empfangen. Auf dem iPhone und iPad: das Studio zuerst mit „Teilen“ und „Zum Home-Bildschirm“ hinzufügen und von dort öffnen.",
  noScript: "Zum Einschalten wird JavaScript gebraucht.",
  failed: "Das hat nicht geklappt. Bitte noch einmal versuchen.",
  devicesHeading: "Geräte mit Benachrichtigungen",
  none: "Noch auf keinem Gerät eingeschaltet.",
  since: (date: string) => `seit ${date}`,
  remove: "Entfernen",
  removeLabel: (device: string) => `Benachrichtigungen für ${device} entfernen`,
  removed: "Das Gerät bekommt keine Benachrichtigungen mehr.",
  test: "Testbenachrichtigung senden",
  testSent:
    "Testbenachrichtigung verschickt. Sie erscheint gleich auf den eingeschalteten Geräten.",
  invalidSubscription: "Diese Anmeldung für Benachrichtigungen ist ungültig.",
  tooManyDevices:
    "Benachrichtigungen gehen an höchstens 10 Geräte. Bitte zuerst ein Gerät in den Einstellungen entfernen.",
  defaultDevice: "Gerät",
} as const;

/** The studio as an installed app (its web app manifest). */
export const studioAppCopy = {
  name: "Studio",
  description: "Anfragen beantworten und verfolgen",
} as const;
