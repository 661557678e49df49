import { cn } from "#app/lib/cn.ts";

/**
 * The line icons of the site and the studio, one component each (so a page's bundle holds only
 * the icons it draws): `<CloseIcon className="size-5" />`. Drawn on a 24-unit square in the text
 * colour with lines 1.5 px wide at any size (theme.css, `.icon`); the size comes from the class
 * (size-6 unless given). Decorative: hidden from assistive technology, so the control around an
 * icon carries the words.
 */
export type IconProps = { className?: string };

function Svg({ className, children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cn("icon", className ?? "size-6")}
    >
      {children}
    </svg>
  );
}

// Directions and controls.

export const CloseIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m6 6 12 12M18 6 6 18" />
  </Svg>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m14.5 5-7 7 7 7" />
  </Svg>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m9.5 5 7 7-7 7" />
  </Svg>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m6 9.5 6 6 6-6" />
  </Svg>
);

export const ArrowUpIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 19V5M6 11l6-6 6 6" />
  </Svg>
);

export const ArrowDownIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 5v14M6 13l6 6 6-6" />
  </Svg>
);

export const PauseIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M9 6v12M15 6v12" />
  </Svg>
);

export const PlayIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M8 5.5v13l10-6.5z" />
  </Svg>
);

export const CheckIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m4.5 12.75 4.5 4.5 10.5-10.5" />
  </Svg>
);

/** A field's error: an exclamation mark in a circle. */
export const AlertIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 7v6.5M12 16.5v.5" />
  </Svg>
);

/** The handle a list item is dragged by. */
export const GripIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M9 6.5h.01M15 6.5h.01M9 12h.01M15 12h.01M9 17.5h.01M15 17.5h.01" strokeWidth={2.5} />
  </Svg>
);

export const UploadIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 15.5V4M7.5 8.5 12 4l4.5 4.5" />
    <path d="M4.5 14v5.5h15V14" />
  </Svg>
);

// Things.

export const MailIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3.5" y="5.5" width="17" height="13" />
    <path d="m4 6 8 6.5L20 6" />
  </Svg>
);

export const PhoneIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6.5 3.5h3l1.5 4.5-2 1.5a11 11 0 0 0 5.5 5.5l1.5-2 4.5 1.5v3a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4.5 5.5a2 2 0 0 1 2-2z" />
  </Svg>
);

export const ReplyIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M10 5.5l-6 5.5 6 5.5" />
    <path d="M4.5 11h9a6 6 0 0 1 6 6v1.5" />
  </Svg>
);

export const CalendarIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4.5 6.5h15v13h-15z" />
    <path d="M4.5 10.5h15M8.5 4v4M15.5 4v4" />
  </Svg>
);

export const KeyIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="8" cy="14" r="4" />
    <path d="M11 11l8.5-8.5M16 6l2.5 2.5M14 8l2 2" />
  </Svg>
);

export const BellIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6.5 16.5v-5.5a5.5 5.5 0 0 1 11 0v5.5l1.5 2h-14z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </Svg>
);

/** An inquiry's stage: a tick in a circle. */
export const StatusIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="8" />
    <path d="M8.5 12.2l2.3 2.3 4.7-4.9" />
  </Svg>
);

// The home page's four steps (the content names them: consultation, camera, selection, delivery).

export const ConsultationIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 6.5h14a1.5 1.5 0 0 1 1.5 1.5v8a1.5 1.5 0 0 1-1.5 1.5h-7l-4 3v-3H5A1.5 1.5 0 0 1 3.5 16V8A1.5 1.5 0 0 1 5 6.5Z" />
    <path d="M8 11h8M8 14h5" />
  </Svg>
);

export const CameraIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 8.5h3.2l1.6-2.5h6.4l1.6 2.5H20a1 1 0 0 1 1 1V18a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9.5a1 1 0 0 1 1-1Z" />
    <circle cx="12" cy="13.5" r="3.5" />
  </Svg>
);

export const SelectionIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3.5" y="4.5" width="7" height="7" />
    <rect x="13.5" y="4.5" width="7" height="7" />
    <rect x="3.5" y="14.5" width="7" height="5" />
    <path d="m14 17.2 2 2 4-4.4" />
  </Svg>
);

export const DeliveryIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3.5 9.5h17v10h-17z" />
    <path d="M2.5 6.5h19v3h-19zM12 6.5v13" />
    <path d="M12 6.5c-1.5-3-5-3.2-5-1.2 0 1.2 2.5 1.2 5 1.2Zm0 0c1.5-3 5-3.2 5-1.2 0 1.2-2.5 1.2-5 1.2Z" />
  </Svg>
);

// The studio's navigation.

export const InboxIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3.5 13.5h4.2l1.3 2.5h6l1.3-2.5h4.2" />
    <path d="M5.6 5.5h12.8l2.1 8v5h-17v-5z" />
  </Svg>
);

export const OverviewIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 19.5h16" />
    <path d="M7 16.5v-5M12 16.5v-9M17 16.5v-3" />
  </Svg>
);

export const TemplatesIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6 3.5h8.5l3.5 3.5v13.5H6z" />
    <path d="M9 11h6M9 14.5h6M9 18h3.5" />
  </Svg>
);

export const MenuIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4.5 7h15M4.5 12h15M4.5 17h15" />
  </Svg>
);

export const PrivacyIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 3.5l7 2.5v5.5c0 4.3-3 7.7-7 9-4-1.3-7-4.7-7-9V6z" />
    <path d="M9.5 12l1.8 1.8 3.4-3.6" />
  </Svg>
);

export const SettingsIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 7h9M17 7h3M4 17h3M11 17h9" />
    <circle cx="15" cy="7" r="2" />
    <circle cx="9" cy="17" r="2" />
  </Svg>
);

export const SignOutIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M14 4.5H6.5v15H14" />
    <path d="M10.5 12h10M17.5 8.5l3.5 3.5-3.5 3.5" />
  </Svg>
);

export const WebsiteIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3.5 5.5h17v13h-17z" />
    <path d="M3.5 9h17M7 13h6M7 15.5h4" />
  </Svg>
);

export const PhotosIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3.5 6.5h17v12h-17z" />
    <path d="M3.5 15.5l4.5-4.5 4 4 2.5-2.5 6 5" />
    <circle cx="15.5" cy="10" r="1.5" />
  </Svg>
);

export const HomeIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 11l8-6.5 8 6.5" />
    <path d="M6.5 9.5v10h11v-10" />
  </Svg>
);
