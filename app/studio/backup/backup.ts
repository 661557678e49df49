/** What the "Datensicherung" page and its forms share on client and server. */
export const backupPath = "/studio/mehr/datensicherung";

export type BackupNotice = "backup" | "drill" | "password" | null;

/** The notice a redirect after a button asks the page to show. */
export function backupNotice(params: URLSearchParams): BackupNotice {
  const started = params.get("gestartet");
  if (started === "backup" || started === "drill") return started;
  return params.get("passwort") === "bestaetigt" ? "password" : null;
}
