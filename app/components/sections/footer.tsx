import { footer } from "#app/content/footer.ts";
import { legalLinks } from "#app/content/navigation.ts";
import { Lines } from "#app/components/ui/lines.tsx";
import { phoneHref } from "#app/lib/format.ts";
import type { ShellContent } from "#app/website/pages.ts";

// Prerendered, so this is the build year; a yearly rebuild keeps it current.
const year = new Date().getFullYear();

const link =
  "inline-block py-1 text-cream/80 underline-offset-4 transition-colors hover:text-cream hover:underline";

export function Footer({ shell }: { shell: ShellContent }) {
  const { address } = shell;
  return (
    <footer className="on-dark bg-espresso text-cream render-later">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 pt-20 pb-10 md:grid-cols-12 md:px-10">
        <div className="md:col-span-5">
          <p className="font-serif text-3xl">{shell.studioName}</p>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-cream/70">
            <Lines text={shell.claim} />
          </p>
        </div>
        <div className="md:col-span-4">
          <h2 className="label-caps font-sans text-blush">{footer.contactHeading}</h2>
          <address className="mt-5 space-y-1 text-sm leading-relaxed not-italic text-cream/80">
            <p>{shell.studioName}</p>
            <p>{address.street}</p>
            <p>
              {address.postalCode} {address.city}
            </p>
            <p className="pt-3">
              <a href={phoneHref(shell.phone)} className={link}>
                {shell.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${shell.email}`} className={link}>
                {shell.email}
              </a>
            </p>
            <p>
              <a href={shell.social.url} rel="noopener noreferrer" className={link}>
                {shell.social.label}
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
          {footer.copyright(year, shell.studioName)}
        </p>
      </div>
    </footer>
  );
}
