import type { ReactNode } from 'react';

/** Line icons drawn on a 24×24 grid with the current text colour. */
const PATHS = {
  phone: (
    <>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </>
  ),
  extension: <path d="M9 4.5a2 2 0 1 1 4 0V6h4a1 1 0 0 1 1 1v4h-1.5a2 2 0 1 0 0 4H18v4a1 1 0 0 1-1 1h-4v-1.5a2 2 0 1 0-4 0V20H5a1 1 0 0 1-1-1v-4h1.5a2 2 0 1 0 0-4H4V7a1 1 0 0 1 1-1h4z" />,
  desktop: (
    <>
      <rect x="2.5" y="4" width="19" height="12.5" rx="1.5" />
      <path d="M8.5 20.5h7M12 16.5v4" />
    </>
  ),
  hardware: (
    <>
      <rect x="7" y="2.5" width="10" height="19" rx="3" />
      <rect x="9.5" y="5.5" width="5" height="5" rx="1" />
      <circle cx="12" cy="16" r="2" />
    </>
  ),
  card: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M2.5 9.5h19M6 15h4" />
    </>
  ),
  shield: (
    <>
      <path d="M12 2.5 4.5 5.5v6c0 4.5 3.2 8.4 7.5 10 4.3-1.6 7.5-5.5 7.5-10v-6z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </>
  ),
  key: (
    <>
      <circle cx="8" cy="15" r="4.5" />
      <path d="m11.2 11.8 8.8-8.8M16.5 6.5l2.5 2.5M14 9l2 2" />
    </>
  ),
  alert: (
    <>
      <path d="M12 3 2.5 20h19z" />
      <path d="M12 10v4.5M12 17.2v.3" />
    </>
  ),
  lock: (
    <>
      <rect x="4.5" y="10.5" width="15" height="10.5" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2.5" />
    </>
  ),
  swap: <path d="M4 8h14l-3.5-3.5M20 16H6l3.5 3.5" />,
  bridge: (
    <>
      <path d="M2.5 17.5h19M4.5 17.5v-4M19.5 17.5v-4M4.5 13.5c2-3.5 4.5-5.5 7.5-5.5s5.5 2 7.5 5.5M9 17.5v-6.7M15 17.5v-6.7" />
    </>
  ),
  buy: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M14.8 9.2c-.5-1-1.6-1.5-2.8-1.5-1.6 0-2.8.8-2.8 2.1 0 3 5.8 1.5 5.8 4.5 0 1.3-1.3 2.2-3 2.2-1.3 0-2.5-.6-3-1.6M12 6v1.7M12 16.5v1.5" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8.5" r="3.5" />
      <path d="M2.5 20c.5-3.5 3.2-5.5 6.5-5.5s6 2 6.5 5.5M15.5 5.2a3.5 3.5 0 0 1 0 6.6M18 14.8c1.9.7 3.2 2.5 3.5 5.2" />
    </>
  ),
  code: <path d="m8.5 7-5 5 5 5M15.5 7l5 5-5 5M13.5 4.5l-3 15" />,
  grid: (
    <>
      <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
    </>
  ),
  chat: <path d="M4 5.5h16v10.5H10l-4.5 3.5V16H4z" />,
  star: <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />,
  rocket: (
    <>
      <path d="M14 4.5c2.7-1 5-1 6.5-1-.1 1.5 0 3.8-1 6.5-1.2 3.2-4.2 6-7.5 7.5L7.5 13c1.5-3.3 4.3-6.3 6.5-8.5z" />
      <path d="M7.5 13 4 12.5 6.5 9h4M12 17.5l.5 3.5 3.5-2.5v-4M6.5 17.5 4 20" />
    </>
  ),
  link: <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1.2 1.2M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.2-1.2" />,
  download: <path d="M12 3.5v11.5M7 10.5l5 5 5-5M4 20.5h16" />,
  apple: (
    <>
      <path d="M16.5 12.8c0-2 1.6-3 1.7-3.1-1-1.4-2.4-1.6-2.9-1.6-1.2-.1-2.4.7-3 .7s-1.6-.7-2.6-.7c-1.4 0-2.6.8-3.3 2-1.4 2.4-.4 6 1 8 .7 1 1.5 2 2.5 2s1.4-.6 2.6-.6 1.5.6 2.6.6 1.7-1 2.4-2c.7-1.1 1-2.2 1-2.3 0 0-2-.8-2-3z" />
      <path d="M14.5 6c.5-.7.9-1.6.8-2.5-.8 0-1.8.5-2.3 1.2-.5.6-.9 1.5-.8 2.4.9.1 1.8-.4 2.3-1.1z" />
    </>
  ),
  android: (
    <>
      <path d="M5 16.5V12a7 7 0 0 1 14 0v4.5zM7.5 6.5 6 4.5M16.5 6.5 18 4.5" />
      <path d="M9.5 11v.5M14.5 11v.5" />
    </>
  ),
  x: <path d="M4 4l16 16M20 4 4 20" />,
  telegram: <path d="M21 4.5 3 11.5l6 2 2 6 3.5-4 4.5 3.5zM9 13.5l8.5-6" />,
  discord: (
    <>
      <path d="M7.5 6.5c1.3-.6 2.8-1 4.5-1s3.2.4 4.5 1c2 2.7 2.8 5.7 2.7 9.4-1.3 1-2.7 1.7-4.2 2.1l-1-1.8M7.5 6.5c-2 2.7-2.8 5.7-2.7 9.4 1.3 1 2.7 1.7 4.2 2.1l1-1.8M7 15c3.3 1.5 6.7 1.5 10 0" />
      <path d="M9.5 11.5v1M14.5 11.5v1" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
  medium: (
    <>
      <circle cx="7.5" cy="12" r="4.5" />
      <ellipse cx="16" cy="12" rx="2.2" ry="4.3" />
      <path d="M21 8v8" />
    </>
  ),
  github: <path d="M9 19c-4 1.3-4-2-5.5-2.5M14.5 21v-3.2c0-1 .1-1.4-.5-2 2.8-.3 5.5-1.4 5.5-6a4.6 4.6 0 0 0-1.3-3.2 4.3 4.3 0 0 0-.1-3.2s-1-.3-3.4 1.3a11.7 11.7 0 0 0-6.2 0C6.1 3.1 5.1 3.4 5.1 3.4a4.3 4.3 0 0 0-.1 3.2A4.6 4.6 0 0 0 3.7 9.8c0 4.6 2.7 5.7 5.5 6-.6.6-.6 1.2-.5 2V21" />,
  forum: (
    <>
      <path d="M3 4.5h12.5v9H8l-3.5 3v-3H3z" />
      <path d="M18.5 9H21v9h-1.5v3l-3.5-3h-6v-1.5" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6 6 18" />,
  arrow: <path d="M4.5 12h15M13.5 6l6 6-6 6" />,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
  book: <path d="M4 4.5h6a2 2 0 0 1 2 2v13a2 2 0 0 0-2-2H4zM20 4.5h-6a2 2 0 0 0-2 2v13a2 2 0 0 1 2-2h6z" />,
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof PATHS;

export interface IconProps {
  readonly name: IconName;
  readonly size?: number;
  readonly className?: string;
}

/** A decorative icon: hidden from assistive technology, so its meaning must be in nearby text. */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
