import { describe, expect, it } from "vitest";
import { backupName, expiredBackups, takenAt } from "./backup-files.ts";

describe("backup file names", () => {
  it("name the UTC time of the backup, to the second, and read back", () => {
    const at = new Date("2026-11-23T03:15:07.891Z");
    expect(backupName(at)).toBe("studio-2026-11-23T031507Z.sqlite");
    expect(takenAt(backupName(at))?.toISOString()).toBe("2026-11-23T03:15:07.000Z");
  });

  it("are not confused with other files", () => {
    for (const name of [
      "studio.sqlite",
      ".studio-2026-11-23T031507Z.sqlite.partial",
      "studio-2026-11-23T031507Z.sqlite-wal",
      "notes.txt",
    ])
      expect(takenAt(name)).toBeNull();
  });
});

describe("expiredBackups", () => {
  const now = new Date("2026-11-23T03:15:00Z");
  const daysAgo = (days: number) => backupName(new Date(now.getTime() - days * 86_400_000));

  it("selects the backups taken more than the retention period ago, and only those", () => {
    const names = [daysAgo(0), daysAgo(29), daysAgo(30), daysAgo(30.01), daysAgo(400), "x.txt"];
    expect(expiredBackups(names, now, 30).sort()).toEqual([daysAgo(30.01), daysAgo(400)].sort());
  });

  it("always keeps the newest backup, however old", () => {
    expect(expiredBackups([daysAgo(500), daysAgo(400)], now, 30)).toEqual([daysAgo(500)]);
  });
});
