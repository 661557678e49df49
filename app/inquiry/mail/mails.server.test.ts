import { describe, expect, it } from "vitest";
import { defaultContent } from "#app/content/website/defaults.ts";
import { renderInquiryMails, studioSubject } from "#app/inquiry/mail/mails.server.ts";
import { escapeHtml } from "#app/lib/html.ts";
import { inquirySchema } from "#app/inquiry/schema.ts";

const inquiry = inquirySchema.parse({
  firstName: "Lena",
  lastName: "O'Brien",
  email: "lena@example.com",
  package: "unsure",
  message: "<img src=x onerror=alert(1)>",
  source: "other",
});

describe("inquiry mails", () => {
  it("escapes every HTML-significant character", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
  });

  it("names the package and says when no date was chosen", () => {
    expect(studioSubject(inquiry, defaultContent.home.packages.items)).toBe(
      "Neue Anfrage: Lena O'Brien · Noch unsicher · ohne Wunschtermin",
    );
  });

  it("renders the studio mail escaped and the confirmation without any visitor text", () => {
    const [studio, confirmation] = renderInquiryMails(
      inquiry,
      { id: "abc", createdAt: Date.UTC(2026, 10, 21, 13, 5) },
      { studioEmail: "studio@example.com", mailFrom: "Web <web@atelier.example>" },
      defaultContent,
    );
    expect(studio!.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(studio!.html).not.toContain("<img");
    expect(studio!.text).toContain("21.11.2026, 14:05 Uhr");
    expect(studio!.messageId).toBe("<abc.studio@atelier.example>");
    expect(confirmation!.recipient).toBe("lena@example.com");
    expect(`${confirmation!.subject}${confirmation!.text}${confirmation!.html}`).not.toMatch(
      /Lena|Brien|img|unsure|Noch unsicher/,
    );
  });

  it("name the package, its price and the studio from the live content", () => {
    const content = structuredClone(defaultContent);
    content.facts.studioName = "Studio Lichtblick";
    content.facts.address.city = "Köln";
    content.home.packages.items = [
      { ...content.home.packages.items[0]!, id: "mini", name: "Mini", price: 90 },
    ];
    const chosen = { ...inquiry, package: "mini" };
    const [studio, confirmation] = renderInquiryMails(
      chosen,
      { id: "abc", createdAt: 0 },
      { studioEmail: "studio@example.com", mailFrom: "Web <web@atelier.example>" },
      content,
    );
    expect(studio!.subject).toContain("· Mini ·");
    expect(studio!.text).toContain("Mini (90\u00a0€)");
    expect(confirmation!.subject).toBe("Deine Anfrage bei Studio Lichtblick");
    expect(confirmation!.text).toContain("Studio Lichtblick · Köln");
    expect(JSON.parse(confirmation!.replyTo!)).toMatchObject({ name: "Studio Lichtblick" });
  });

  it("show the id of a package the content no longer offers", () => {
    expect(studioSubject({ ...inquiry, package: "retired" }, [])).toContain("· retired ·");
  });
});
