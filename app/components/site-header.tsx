import { useEffect, useRef } from "react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { contactLink, sectionLinks, shellCopy } from "#app/content/navigation.ts";

/**
 * Sticky header with the studio name and section links. The mobile menu is a <details>
 * disclosure, so it opens without JavaScript; with JavaScript it also closes after a link is
 * chosen and on Escape.
 */
export function SiteHeader({ studioName }: { studioName: string }) {
  const menu = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && menu.current?.open) {
        menu.current.open = false;
        menu.current.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const closeMenu = () => {
    if (menu.current) menu.current.open = false;
  };

  return (
    <header className="sticky top-0 z-40 border-b border-ink/10 bg-cream/92 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-5 md:h-20 md:px-10">
        <a
          href="/"
          className="font-serif text-2xl tracking-wide whitespace-nowrap md:text-[1.7rem]"
        >
          {studioName}
        </a>

        <nav aria-label={shellCopy.mainNavigation} className="hidden lg:block">
          <ul className="flex items-center gap-7 text-sm">
            {sectionLinks.map((link) => (
              <li key={link.id}>
                <a
                  href={`/#${link.id}`}
                  className="py-2 text-ink/80 transition-colors hover:text-accent"
                >
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <a
                href={`/#${contactLink.id}`}
                className={buttonVariants({ variant: "secondary", size: "sm" })}
              >
                {contactLink.label}
              </a>
            </li>
          </ul>
        </nav>

        <details ref={menu} className="group lg:hidden">
          <summary
            className="label-caps flex min-h-11 cursor-pointer list-none items-center gap-3 px-1 [&::-webkit-details-marker]:hidden"
            aria-label={shellCopy.menu}
          >
            <span aria-hidden="true" className="relative block h-3 w-6">
              <span className="absolute inset-x-0 top-0 h-px bg-ink transition-transform group-open:translate-y-1.5 group-open:rotate-45" />
              <span className="absolute inset-x-0 bottom-0 h-px bg-ink transition-transform group-open:-translate-y-1.5 group-open:-rotate-45" />
            </span>
            <span className="group-open:hidden">{shellCopy.menu}</span>
            <span className="hidden group-open:inline">{shellCopy.close}</span>
          </summary>
          <nav
            aria-label={shellCopy.mobileNavigation}
            className="absolute inset-x-0 top-full border-b border-ink/10 bg-cream px-5 pt-4 pb-8 shadow-[0_24px_40px_-24px_rgb(35_29_26/0.25)]"
          >
            <ul className="flex flex-col">
              {[...sectionLinks, contactLink].map((link) => (
                <li key={link.id}>
                  <a
                    href={`/#${link.id}`}
                    onClick={closeMenu}
                    className="block border-b border-ink/10 py-4 font-serif text-2xl"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
