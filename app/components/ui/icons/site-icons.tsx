import { Svg, type IconProps } from "#app/components/ui/icons/svg.tsx";

/**
 * The icons the public pages draw (the studio may draw them too). Only these reach a visitor's
 * browser: an icon the site starts to draw moves here from studio-icons.tsx.
 */

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

/** A field's error: an exclamation mark in a circle. */
export const AlertIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 7v6.5M12 16.5v.5" />
  </Svg>
);

export const MailIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3.5" y="5.5" width="17" height="13" />
    <path d="m4 6 8 6.5L20 6" />
  </Svg>
);

export const CalendarIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4.5 6.5h15v13h-15z" />
    <path d="M4.5 10.5h15M8.5 4v4M15.5 4v4" />
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
