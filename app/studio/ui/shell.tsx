import { useEffect } from "react";
import { Form, Link, useLocation } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { shellCopy } from "#app/content/studio/shell.ts";
import { backupCopy } from "#app/content/studio/backup.ts";
import { galleriesCopy } from "#app/content/studio/galleries.ts";
import {
  BackupIcon,
  CalendarIcon,
  GalleriesIcon,
  InboxIcon,
  MenuIcon,
  OverviewIcon,
  PhotosIcon,
  PrivacyIcon,
  SettingsIcon,
  SignOutIcon,
  TemplatesIcon,
  WebsiteIcon,
} from "#app/components/ui/icons.tsx";
import { NewCountPill, NewCountText } from "#app/studio/ui/new-count-badge.tsx";
import { showNewCount } from "#app/studio/ui/new-count.ts";

type NavItem = {
  to: string;
  label: string;
  Icon: (props: { className?: string }) => React.JSX.Element;
  /** Further paths this item stands for (an inquiry's page belongs to "Anfragen"). */
  covers?: string[];
};

const { nav } = shellCopy;

/**
 * The inbox's URL. Links to it load the document instead of navigating in the page: the session
 * cookie's path is /studio, and React Router fetches the data of `/studio` from `/studio.data`,
 * a path outside it, where the browser would not send the cookie (the guard would then answer
 * with the sign-in page, and the sign-in page, seeing a session, back: a loop).
 */
export const inboxPath = "/studio";

/** The sidebar's sections (wide screens). */
const sidebarItems: NavItem[] = [
  { to: "/studio", label: nav.inbox, Icon: InboxIcon, covers: ["/studio/anfragen"] },
  { to: "/studio/kalender", label: nav.calendar, Icon: CalendarIcon },
  { to: "/studio/uebersicht", label: nav.overview, Icon: OverviewIcon },
  { to: "/studio/textbausteine", label: nav.templates, Icon: TemplatesIcon },
  { to: "/studio/website", label: nav.website, Icon: WebsiteIcon },
  { to: "/studio/fotos", label: nav.photos, Icon: PhotosIcon },
  { to: "/studio/galerien", label: galleriesCopy.moreLabel, Icon: GalleriesIcon },
  { to: "/studio/datenschutz", label: nav.privacy, Icon: PrivacyIcon },
  { to: "/studio/mehr/datensicherung", label: backupCopy.moreLabel, Icon: BackupIcon },
  { to: "/studio/einstellungen", label: nav.settings, Icon: SettingsIcon },
];

/**
 * The bottom bar's five (phones): within thumb reach, five short words that fit a 375 px screen.
 * Fotos is here because the phone is where her photos are. "Mehr" lists every area (the page
 * /studio/mehr) and stands for those without a place in the bar.
 */
const morePath = "/studio/mehr";

const bottomItems: NavItem[] = [
  { to: "/studio", label: nav.inbox, Icon: InboxIcon, covers: ["/studio/anfragen"] },
  { to: "/studio/kalender", label: nav.calendar, Icon: CalendarIcon },
  { to: "/studio/uebersicht", label: nav.overview, Icon: OverviewIcon },
  { to: "/studio/fotos", label: nav.photos, Icon: PhotosIcon },
  {
    to: morePath,
    label: nav.more,
    Icon: MenuIcon,
    covers: [
      "/studio/textbausteine",
      "/studio/galerien",
      "/studio/website",
      "/studio/datenschutz",
      "/studio/einstellungen",
      "/studio/abmelden",
    ],
  },
];

function isCurrent(item: NavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  return [item.to, ...(item.covers ?? [])].some(
    (to) => path === to || (to !== "/studio" && path.startsWith(`${to}/`)),
  );
}

function Brand({ studioName, className = "" }: { studioName: string; className?: string }) {
  return (
    <a href="/studio" className={cn("flex flex-col leading-none", className)}>
      <span className="font-serif text-2xl tracking-wide text-ink">{studioName}</span>
      <span className="label-caps mt-1.5 text-[0.65rem] text-accent">{shellCopy.area}</span>
    </a>
  );
}

/**
 * The studio's frame: on phones a top bar and a bottom navigation, on wide screens a quiet
 * sidebar. The current section is marked by weight and a line, never by colour alone, and
 * announced with aria-current. Its brand is the live release's studio name.
 */
export function StudioShell({
  studioName,
  newCount,
  children,
}: {
  studioName: string;
  /** New inquiries (received, Neu): on the "Anfragen" tab, in the title, on the app's icon. */
  newCount: number;
  children: React.ReactNode;
}) {
  const { pathname } = useLocation();
  // After every render: a navigation renders the next page's title, which gets the count again.
  useEffect(() => showNewCount(newCount));
  return (
    <div className="min-h-dvh bg-cream text-ink">
      <a
        href="#studio-main"
        className="fixed top-3 left-3 z-50 -translate-y-24 bg-ink px-4 py-3 text-sm text-cream transition-transform focus:translate-y-0"
      >
        {shellCopy.skipLink}
      </a>

      <header className="sticky top-0 z-30 flex h-16 items-center justify-between border-b border-ink/10 bg-cream/95 px-5 backdrop-blur-md lg:hidden">
        <Brand studioName={studioName} />
      </header>

      <aside className="fixed inset-y-0 left-0 z-30 hidden w-72 flex-col border-r border-ink/10 bg-sand/60 px-6 py-10 lg:flex">
        <Brand studioName={studioName} className="px-3" />
        <nav aria-label={shellCopy.navLabel} className="mt-14">
          <ul className="space-y-1">
            {sidebarItems.map((item) => {
              const current = isCurrent(item, pathname);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    reloadDocument={item.to === inboxPath}
                    aria-current={current ? "page" : undefined}
                    className={cn(
                      "flex min-h-12 items-center gap-4 border-l-2 px-3 text-[0.95rem] transition-colors",
                      current
                        ? "border-accent bg-cream/80 font-semibold text-ink"
                        : "border-transparent text-muted hover:bg-cream/50 hover:text-ink",
                    )}
                  >
                    <item.Icon className="size-5" />
                    {item.label}
                    {item.to === inboxPath ? (
                      <>
                        <NewCountText count={newCount} />
                        <NewCountPill count={newCount} className="ml-auto" />
                      </>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mt-auto space-y-1 border-t border-ink/10 pt-6">
          <a
            href="/"
            className="flex min-h-11 items-center px-3 text-sm text-muted underline-offset-4 hover:text-ink hover:underline"
          >
            {shellCopy.toWebsite}
          </a>
          <Form method="post" action="/studio/abmelden">
            <button
              type="submit"
              className="flex min-h-11 w-full cursor-pointer items-center gap-3 px-3 text-sm text-muted hover:text-ink"
            >
              <SignOutIcon className="size-5" />
              {shellCopy.signOut}
            </button>
          </Form>
        </div>
      </aside>

      <main id="studio-main" tabIndex={-1} className="outline-none lg:pl-72">
        <div className="mx-auto max-w-4xl px-5 pt-8 pb-32 sm:px-8 lg:px-14 lg:pt-16 lg:pb-20">
          {children}
        </div>
      </main>

      <nav
        aria-label={shellCopy.navLabel}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-ink/10 bg-cream/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md lg:hidden"
      >
        <ul className="grid grid-cols-5">
          {bottomItems.map((item) => {
            const current = isCurrent(item, pathname);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  reloadDocument={item.to === inboxPath}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "relative flex min-h-16 flex-col items-center justify-center gap-1 text-[0.7rem] tracking-wide transition-colors",
                    current ? "font-semibold text-ink" : "text-muted hover:text-ink",
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn("absolute inset-x-4 top-0 h-0.5", current && "bg-accent")}
                  />
                  <span className="relative">
                    <item.Icon className="size-6" />
                    {item.to === inboxPath ? (
                      <NewCountPill count={newCount} className="absolute -top-2 left-4" />
                    ) : null}
                  </span>
                  <span>
                    {item.label}
                    {item.to === inboxPath ? <NewCountText count={newCount} /> : null}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
