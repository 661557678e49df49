import { Svg, type IconProps } from "#app/components/ui/icons/svg.tsx";

/** The icons only the studio draws; they never reach a visitor's browser. */

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

export const CheckIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m4.5 12.75 4.5 4.5 10.5-10.5" />
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

/** A disk with an arrow going into it: the backup. */
export const BackupIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 14.5h16v5H4z" />
    <path d="M12 3.5v8M8.5 8l3.5 3.5L15.5 8" />
    <path d="M7 17h.01" />
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

/** Her clients' galleries: a stack of prints. */
export const GalleriesIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6.5 4.5h14v11h-14z" />
    <path d="M3.5 8v11.5h14" />
    <path d="M6.5 13l3.5-3.5 3 3 2-2 5.5 5" />
  </Svg>
);

export const HomeIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 11l8-6.5 8 6.5" />
    <path d="M6.5 9.5v10h11v-10" />
  </Svg>
);
