/** The studio's line icons (navigation, an inquiry's actions), drawn in the text colour; labels always go with them. */
type IconProps = { className?: string };

function Icon({ className = "size-6", children }: IconProps & { children: React.ReactNode }) {
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
      className={className}
    >
      {children}
    </svg>
  );
}

export const InboxIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 13.5h4.2l1.3 2.5h6l1.3-2.5h4.2" />
    <path d="M5.6 5.5h12.8l2.1 8v5h-17v-5z" />
  </Icon>
);

export const OverviewIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 19.5h16" />
    <path d="M7 16.5v-5M12 16.5v-9M17 16.5v-3" />
  </Icon>
);

export const TemplatesIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 3.5h8.5l3.5 3.5v13.5H6z" />
    <path d="M9 11h6M9 14.5h6M9 18h3.5" />
  </Icon>
);

export const MoreIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4.5 7h15M4.5 12h15M4.5 17h15" />
  </Icon>
);

export const PrivacyIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 3.5l7 2.5v5.5c0 4.3-3 7.7-7 9-4-1.3-7-4.7-7-9V6z" />
    <path d="M9.5 12l1.8 1.8 3.4-3.6" />
  </Icon>
);

export const SettingsIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h9M17 7h3M4 17h3M11 17h9" />
    <circle cx="15" cy="7" r="2" />
    <circle cx="9" cy="17" r="2" />
  </Icon>
);

export const SignOutIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 4.5H6.5v15H14" />
    <path d="M10.5 12h10M17.5 8.5l3.5 3.5-3.5 3.5" />
  </Icon>
);

export const KeyIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="8" cy="14" r="4" />
    <path d="M11 11l8.5-8.5M16 6l2.5 2.5M14 8l2 2" />
  </Icon>
);

export const BellIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6.5 16.5v-5.5a5.5 5.5 0 0 1 11 0v5.5l1.5 2h-14z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </Icon>
);

export const CalendarIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4.5 6.5h15v13h-15z" />
    <path d="M4.5 10.5h15M8.5 4v4M15.5 4v4" />
  </Icon>
);

export const WebsiteIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 5.5h17v13h-17z" />
    <path d="M3.5 9h17M7 13h6M7 15.5h4" />
  </Icon>
);

export const ArrowUpIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 19V5M6 11l6-6 6 6" />
  </Icon>
);

export const ArrowDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 5v14M6 13l6 6 6-6" />
  </Icon>
);

export const PhotosIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 6.5h17v12h-17z" />
    <path d="M3.5 15.5l4.5-4.5 4 4 2.5-2.5 6 5" />
    <circle cx="15.5" cy="10" r="1.5" />
  </Icon>
);

export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />
  </Icon>
);

/** The handle a list item is dragged by. */
export const GripIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 6.5h.01M15 6.5h.01M9 12h.01M15 12h.01M9 17.5h.01M15 17.5h.01" strokeWidth={2.5} />
  </Icon>
);

// An inquiry's action bar and its status menu.

export const PhoneIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6.5 3.5h3l1.5 4.5-2 1.5a11 11 0 0 0 5.5 5.5l1.5-2 4.5 1.5v3a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4.5 5.5a2 2 0 0 1 2-2z" />
  </Icon>
);

export const MailIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 6h17v12h-17z" />
    <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
  </Icon>
);

export const ReplyIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 5.5l-6 5.5 6 5.5" />
    <path d="M4.5 11h9a6 6 0 0 1 6 6v1.5" />
  </Icon>
);

export const StatusIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="8" />
    <path d="M8.5 12.2l2.3 2.3 4.7-4.9" />
  </Icon>
);

export const ChevronIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 10l5 5 5-5" />
  </Icon>
);

// Mehr.

export const HomeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 11l8-6.5 8 6.5" />
    <path d="M6.5 9.5v10h11v-10" />
  </Icon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9.5 6l6 6-6 6" />
  </Icon>
);
