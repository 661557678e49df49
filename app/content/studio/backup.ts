/**
 * The studio's "Datensicherung" (Mehr → Datensicherung, ADR 0038): the last backup and restore
 * drill, the two buttons, the reminder to store the repository password, and the alerts by push
 * and e-mail when a backup or drill fails or none succeeded for two days.
 */
import type { DrillProblem } from "#app/backup/drill.server.ts";

/** "312 KB", "1,4 MB", "2,1 GB". */
const formatBytes = (bytes: number) => {
  const units = ["Bytes", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString("de-DE", { maximumFractionDigits: 1 })}\u00a0${units[unit]}`;
};

const tableNames: Record<string, string> = {
  inquiries: "Anfragen",
  releases: "Website-Versionen",
  photos: "Fotos",
};

export const backupCopy = {
  title: "Datensicherung",
  moreLabel: "Datensicherung",
  moreHint: "Letzte Sicherung und Probe-Wiederherstellung",
  intro:
    "Jede Nacht werden Website, Fotos, Anfragen und Einstellungen verschlüsselt an einen zweiten Ort gesichert. Einmal im Monat wird eine Sicherung probeweise wiederhergestellt und geprüft.",
  notConfigured:
    "Es ist noch kein Sicherungsziel eingerichtet. Das erledigt die technische Betreuung bei der Installation des Servers.",
  lastBackup: "Letzte Sicherung",
  lastDrill: "Letzte Probe-Wiederherstellung",
  never: "Noch keine",
  target: "Ziel",
  size: "Größe",
  added: "Neu hinzugekommen",
  ok: "In Ordnung",
  failed: "Fehlgeschlagen",
  lastSuccess: (when: string) => `Letzte erfolgreiche Sicherung: ${when}`,
  bytes: formatBytes,
  backupNow: "Jetzt sichern",
  drillNow: "Probe-Wiederherstellung",
  started: {
    backup: "Die Sicherung läuft. Das Ergebnis steht in ein paar Minuten hier.",
    drill: "Die Probe-Wiederherstellung läuft. Das Ergebnis steht in ein paar Minuten hier.",
  },
  requested: {
    backup: "Eine Sicherung ist angefordert und beginnt in Kürze.",
    drill: "Eine Probe-Wiederherstellung ist angefordert und beginnt in Kürze.",
  },
  startFailed: "Das ließ sich gerade nicht starten. Bitte später noch einmal versuchen.",
  passwordReminder: {
    heading: "Passwort der Sicherung aufbewahren",
    body: "Die Sicherung ist mit einem Passwort verschlüsselt, das bei der Installation einmal angezeigt wurde. Ohne dieses Passwort lässt sich keine Sicherung lesen, auch nicht von uns. Bewahre es getrennt vom Server auf, zum Beispiel ausgedruckt oder in einem Passwort-Manager.",
    confirm: "Ich habe das Passwort sicher aufbewahrt",
    open: "Zur Datensicherung",
    confirmed: "Danke. Die Erinnerung erscheint nicht mehr.",
  },
  problem: (problem: DrillProblem): string => {
    switch (problem.code) {
      case "no-snapshot":
        return "Im Sicherungsziel liegt noch keine Sicherung.";
      case "restore-failed":
        return "Die Sicherung ließ sich nicht wiederherstellen.";
      case "integrity":
        return "Die wiederhergestellte Datenbank ist beschädigt.";
      case "counts":
        return `Die Sicherung enthält ${problem.found} statt ${problem.expected} ${tableNames[problem.table] ?? problem.table}.`;
      case "missing-rows":
        return `In der Sicherung fehlen ${problem.missing} ${tableNames[problem.table] ?? problem.table}, die es zu ihrem Zeitpunkt schon gab.`;
      case "file-hash":
        return "Eine gesicherte Datei stimmt nicht mit ihrer Prüfsumme überein.";
    }
  },
  alerts: {
    backupFailed: {
      title: "Datensicherung fehlgeschlagen",
      body: "Die nächtliche Sicherung hat nicht geklappt. Bitte die technische Betreuung informieren.",
    },
    checkFailed: {
      title: "Prüfung der Datensicherung fehlgeschlagen",
      body: "Bei der wöchentlichen Prüfung sind Fehler in der Sicherung aufgefallen. Bitte die technische Betreuung informieren.",
    },
    drillFailed: {
      title: "Probe-Wiederherstellung fehlgeschlagen",
      body: "Eine Sicherung ließ sich nicht einwandfrei wiederherstellen. Bitte die technische Betreuung informieren.",
    },
    stale: {
      title: "Seit zwei Tagen keine Datensicherung",
      body: "Seit mehr als 48 Stunden ist keine Sicherung gelungen. Bitte die technische Betreuung informieren.",
    },
    mail: (
      title: string,
      body: string,
      link: string,
      studioName: string,
    ): { subject: string; text: string } => ({
      subject: `${title} · ${studioName}`,
      text: [
        "Hallo,",
        "",
        body,
        "",
        `Einzelheiten stehen im Studio unter „Datensicherung“: ${link}`,
        "",
        "Diese E-Mail wurde automatisch verschickt.",
        "",
      ].join("\n"),
    }),
  },
};
