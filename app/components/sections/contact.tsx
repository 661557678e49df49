import { ContactForm } from "~/components/contact-form/contact-form";
import { studio } from "~/content/site";

/** Skeleton: the home page issue designs this section; the form issue builds the form. */
export function Contact() {
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="mx-auto max-w-6xl px-5 py-24 md:px-10"
    >
      <h2 id="contact-title" className="text-4xl md:text-5xl">
        Kontakt
      </h2>
      <ContactForm />
      <p className="mt-10">
        <a
          href={studio.social.url}
          rel="noopener noreferrer"
          className="underline underline-offset-4"
        >
          {studio.social.label}
        </a>
      </p>
    </section>
  );
}
