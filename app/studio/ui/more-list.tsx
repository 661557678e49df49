import { Form, Link } from "react-router";
import { shellCopy } from "#app/content/studio/shell.ts";
import { backupCopy } from "#app/content/studio/backup.ts";
import { galleriesCopy } from "#app/content/studio/galleries.ts";
import {
  BackupIcon,
  CalendarIcon,
  ChevronRightIcon,
  GalleriesIcon,
  HomeIcon,
  InboxIcon,
  OverviewIcon,
  PhotosIcon,
  PrivacyIcon,
  SettingsIcon,
  SignOutIcon,
  TemplatesIcon,
  WebsiteIcon,
} from "#app/components/ui/icons.tsx";
import { NewCountPill, NewCountText } from "#app/studio/ui/new-count-badge.tsx";
import { inboxPath } from "#app/studio/ui/shell.tsx";

type IconComponent = (props: { className?: string }) => React.JSX.Element;

const { nav, more } = shellCopy;

/** Every area of the studio, in the sidebar's order. */
const areas: { to: string; label: string; text: string; Icon: IconComponent }[] = [
  { to: inboxPath, label: nav.inbox, text: more.areas.inbox, Icon: InboxIcon },
  { to: "/studio/kalender", label: nav.calendar, text: more.areas.calendar, Icon: CalendarIcon },
  { to: "/studio/uebersicht", label: nav.overview, text: more.areas.overview, Icon: OverviewIcon },
  { to: "/studio/fotos", label: nav.photos, text: more.areas.photos, Icon: PhotosIcon },
  {
    to: "/studio/galerien",
    label: galleriesCopy.moreLabel,
    text: galleriesCopy.moreHint,
    Icon: GalleriesIcon,
  },
  { to: "/studio/website", label: nav.website, text: more.areas.website, Icon: WebsiteIcon },
  {
    to: "/studio/textbausteine",
    label: nav.templates,
    text: more.areas.templates,
    Icon: TemplatesIcon,
  },
  { to: "/studio/datenschutz", label: nav.privacy, text: more.areas.privacy, Icon: PrivacyIcon },
  {
    to: "/studio/mehr/datensicherung",
    label: backupCopy.moreLabel,
    text: backupCopy.moreHint,
    Icon: BackupIcon,
  },
  {
    to: "/studio/einstellungen",
    label: nav.settings,
    text: more.areas.settings,
    Icon: SettingsIcon,
  },
];

const row =
  "flex min-h-16 w-full items-center gap-4 py-3 text-left transition-colors hover:bg-sand/50 sm:px-3";
// The page header's line is the first list's top divider; the second list starts with its own.
const list = "divide-y divide-ink/10";

function RowText({ label, text, badge }: { label: string; text: string; badge?: React.ReactNode }) {
  return (
    <span className="min-w-0 flex-1">
      <span className="flex items-center gap-3 text-[1.05rem] font-semibold text-ink">
        {label}
        {badge}
      </span>
      <span className="mt-0.5 block text-sm leading-snug text-muted">{text}</span>
    </span>
  );
}

/**
 * "Mehr": every area as a large row with its icon and a line on what it is for, then the public
 * website and signing out. The inbox loads as a document (see `inboxPath`).
 */
export function MoreList({ newCount }: { newCount: number }) {
  return (
    <>
      <nav aria-label={more.areasLabel} className="mt-2">
        <ul className={list}>
          {areas.map(({ to, label, text, Icon }) => (
            <li key={to}>
              <Link to={to} reloadDocument={to === inboxPath} className={row}>
                <Icon className="size-6 shrink-0 text-accent" />
                <RowText
                  label={label}
                  text={text}
                  badge={
                    to === inboxPath ? (
                      <>
                        <NewCountText count={newCount} />
                        <NewCountPill count={newCount} />
                      </>
                    ) : undefined
                  }
                />
                <ChevronRightIcon className="size-5 shrink-0 text-muted" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ul aria-label={more.leaveLabel} className={`mt-10 border-t border-ink/10 ${list}`}>
        <li>
          <a href="/" className={row}>
            <HomeIcon className="size-6 shrink-0 text-accent" />
            <RowText label={shellCopy.toWebsite} text={more.toWebsite} />
            <ChevronRightIcon className="size-5 shrink-0 text-muted" />
          </a>
        </li>
        <li>
          <Form method="post" action="/studio/abmelden">
            <button type="submit" className={`${row} cursor-pointer`}>
              <SignOutIcon className="size-6 shrink-0 text-accent" />
              <RowText label={shellCopy.signOut} text={more.signOut} />
            </button>
          </Form>
        </li>
      </ul>
    </>
  );
}
