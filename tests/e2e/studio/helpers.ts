import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import { studioDatabase, studioMailDir, studioOrigin } from "../support/studio-env";

/** `npm run studio -- invite` against the test server's database: the last line is the link. */
export function inviteLink(): string {
  const result = spawnSync(
    process.execPath,
    ["--disable-warning=ExperimentalWarning", "scripts/studio.ts", "invite"],
    {
      env: {
        PATH: process.env.PATH ?? "",
        DATABASE_PATH: studioDatabase,
        PUBLIC_SITE_URL: studioOrigin,
      },
      encoding: "utf8",
    },
  );
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.trimEnd().split("\n").at(-1)!;
}

/**
 * A passkey device in this page's browser: Chromium's virtual authenticator (DevTools protocol),
 * a platform authenticator that holds discoverable credentials and verifies its user.
 */
export async function addVirtualAuthenticator(page: Page) {
  const client = await page.context().newCDPSession(page);
  await client.send("WebAuthn.enable");
  const { authenticatorId } = await client.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    async credentials() {
      return (await client.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
    },
    async remove() {
      await client.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId });
    },
  };
}

function mailFiles(): string[] {
  return existsSync(studioMailDir)
    ? readdirSync(studioMailDir).filter((f) => f.endsWith(".eml"))
    : [];
}

/** Mails the SMTP sink has received so far (by count, to wait for the next ones). */
export function mailCount(): number {
  return mailFiles().length;
}

/** The first mail after `seen` whose subject matches, as the SMTP sink received it. */
export async function nextMail(seen: number, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        for (const file of mailFiles().sort().slice(seen)) {
          const mail = await simpleParser(readFileSync(path.join(studioMailDir, file)));
          if (subject.test(mail.subject ?? "")) found = mail;
        }
        return Boolean(found);
      },
      { timeout: 15_000, message: `a mail with the subject ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** Signs in a fresh browser with a new passkey from an invite; returns the device. */
export async function setUpWithPasskey(page: Page, name = "iPhone") {
  const device = await addVirtualAuthenticator(page);
  await page.goto(inviteLink());
  await expect(page.getByRole("heading", { level: 1, name: "Studio einrichten" })).toBeVisible();
  await page.getByLabel("Name des Geräts").fill(name);
  const setUp = page.getByRole("button", { name: "Passkey einrichten" });
  await expect(setUp).toBeEnabled();
  await setUp.click();
  await page.waitForURL("/studio");
  await expect(page.getByRole("heading", { level: 1, name: "Anfragen" })).toBeVisible();
  return device;
}

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const report = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(" "))
        .join(" | ")}`,
  );
  expect(report).toEqual([]);
}
