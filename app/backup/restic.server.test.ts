import { describe, expect, it } from "vitest";
import { resticEnvironment, sshOptions, targetLabel } from "#app/backup/restic.server.ts";

const ssh = { keyFile: "/run/credentials/key", knownHostsFile: "/etc/atelier/backup-known-hosts" };
const base =
  "ssh -i /run/credentials/key -o UserKnownHostsFile=/etc/atelier/backup-known-hosts -o StrictHostKeyChecking=yes -o BatchMode=yes";

describe("reaching a repository over ssh", () => {
  it("gives restic's sftp the backup's own key and known hosts, with or without a port", () => {
    expect(sshOptions("sftp:u1@box.example.de:atelier", ssh)).toEqual([
      "-o",
      `sftp.command=${base} u1@box.example.de -s sftp`,
    ]);
    expect(sshOptions("sftp://u1@box.example.de:23//home/atelier", ssh)).toEqual([
      "-o",
      `sftp.command=${base} -p 23 u1@box.example.de -s sftp`,
    ]);
  });

  it("reaches an append-only rclone serve restic through ssh", () => {
    expect(sshOptions("rclone:ssh://u1@box.example.de:23", ssh)).toEqual([
      "-o",
      `rclone.program=${base} -p 23 u1@box.example.de`,
    ]);
  });

  it("needs no ssh for a folder or S3", () => {
    expect(sshOptions("/var/backups/atelier/restic", ssh)).toEqual([]);
    expect(sshOptions("s3:https://s3.example.com/bucket/atelier", ssh)).toEqual([]);
  });
});

describe("what restic is given", () => {
  it("names the password file, never the password, and passes on nothing else of the settings", () => {
    const previous = { ...process.env };
    process.env.SMTP_URL = "smtps://u:secret@mail.example.net:465";
    process.env.RESTIC_PASSWORD = "must-not-pass";
    try {
      const env = resticEnvironment({
        repository: "s3:https://s3.example.com/b",
        passwordFile: "/etc/atelier/restic-password",
        s3: { accessKeyId: "AK", secretAccessKey: "SK" },
      });
      expect(Object.keys(env).sort()).toEqual([
        "AWS_ACCESS_KEY_ID",
        "AWS_SECRET_ACCESS_KEY",
        "HOME",
        "PATH",
        "RESTIC_PASSWORD_FILE",
        "RESTIC_REPOSITORY",
        "TZ",
      ]);
      expect(env.RESTIC_PASSWORD_FILE).toBe("/etc/atelier/restic-password");
    } finally {
      process.env = previous;
    }
  });

  it("shows a target without credentials", () => {
    expect(targetLabel("s3:https://key:secret@s3.example.com/b")).toBe(
      "s3:https://s3.example.com/b",
    );
    expect(targetLabel("sftp:u1@box.example.de:atelier")).toBe("sftp:u1@box.example.de:atelier");
  });
});
