import { footer } from "#app/content/footer.ts";
import { legalLinks } from "#app/content/navigation.ts";
import { phoneHref, studio } from "#app/content/site.ts";

// Prerendered, so this is the build year; a yearly rebuild keeps it current.
const year = new Date().getFullYear();

const link =
  "inline-block py-1 text-cream/80 underline-offset-4 transition-colors hover:text-cream hover:underline";

export function Footer() {
  return (
    <footer className="on-dark bg-espresso text-cream render-later">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 pt-20 pb-10 md:grid-cols-12 md:px-10">
        <div className="md:col-span-5">
          <p className="font-serif text-3xl">{studio.name}</p>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-cream/70">{footer.claim}</p>
        </div>
        <div className="md:col-span-4">
          <h2 className="label-caps font-sans text-blush">{footer.contactHeading}</h2>
          <address className="mt-5 space-y-1 text-sm leading-relaxed not-italic text-cream/80">
            <p>{studio.name}</p>
            <p>{studio.street}</p>
            <p>
              {studio.postalCode} {studio.city}
            </p>
            <p className="pt-3">
              <a href={phoneHref} className={link}>
                {studio.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${studio.email}`} className={link}>
                {studio.email}
              </a>
            </p>
            <p>
              <a href={studio.social.url} rel="noopener noreferrer" className={link}>
                {studio.social.label}
              </a>
            </p>
          </address>
        </div>
        <nav aria-labelledby="footer-legal" className="md:col-span-3">
          <h2 id="footer-legal" className="label-caps font-sans text-blush">
            {footer.legalHeading}
          </h2>
          <ul className="mt-5 space-y-1 text-sm">
            {legalLinks.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={link}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="mx-auto max-w-7xl px-5 md:px-10">
        <p className="border-t border-cream/15 py-8 text-xs text-cream/60">
          {footer.copyright(year, studio.name)}
        </p>
      </div>
    </footer>
  );
}
