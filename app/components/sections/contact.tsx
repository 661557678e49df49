import { ContactForm } from "#app/inquiry/form/contact-form.tsx";
import { SentNote } from "#app/inquiry/form/sent-note.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { contactSection } from "#app/content/contact-section.ts";
import type { HomeContent, ShootPackage, Facts } from "#app/website/schema.ts";

/** The inquiry section; the form itself belongs to the inquiry feature (`app/inquiry/form`). */
export function Contact({
  content,
  social,
  packages,
}: {
  content: HomeContent["contact"];
  social: Facts["social"];
  packages: readonly ShootPackage[];
}) {
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="mx-auto max-w-7xl px-5 py-24 md:px-10 md:py-32"
    >
      <div className="grid gap-12 lg:grid-cols-12 lg:gap-10">
        <div className="lg:col-span-4">
          <SectionHeading
            id="contact-title"
            label={contactSection.label}
            title={content.heading}
            intro={content.intro}
          />
          <p className="mt-10 border-t border-ink/15 pt-8 text-muted">
            {contactSection.socialPrompt}{" "}
            <a
              href={social.url}
              rel="noopener noreferrer"
              className="inline-block py-1 font-medium text-accent-strong underline decoration-accent/40 underline-offset-4 hover:decoration-accent"
            >
              {social.label}
            </a>
          </p>
        </div>
        <div className="lg:col-span-8 lg:pl-6">
          <SentNote />
          <ContactForm packages={packages} />
        </div>
      </div>
    </section>
  );
}
