import type { ReactNode, SVGProps } from 'react';
import { siDiscord, siGithub, siMedium, siTelegram, siX, siYoutube } from 'simple-icons';
import type { SocialId } from '../links/social';

type IconProps = SVGProps<SVGSVGElement> & { readonly size?: number };

/** A decorative 24×24 line icon: its meaning is carried by the text or label of its control. */
function LineIcon({ size = 20, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const ChevronDownIcon = (props: IconProps) => (
  <LineIcon size={16} {...props}>
    <path d="m6 9 6 6 6-6" />
  </LineIcon>
);

export const ExternalIcon = (props: IconProps) => (
  <LineIcon size={14} {...props}>
    <path d="M14 4h6v6M20 4l-9 9M19 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h5" />
  </LineIcon>
);

export const SunIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </LineIcon>
);

export const MoonIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z" />
  </LineIcon>
);

export const GlobeIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
  </LineIcon>
);

export const MenuIcon = (props: IconProps) => (
  <LineIcon size={24} {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </LineIcon>
);

export const CloseIcon = (props: IconProps) => (
  <LineIcon size={24} {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </LineIcon>
);

export const InfoIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.5" />
  </LineIcon>
);

/** The wallet's mark: a shield with a T, in the primary colour. */
export function LogoMark({ size = 32 }: { readonly size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
      <path d="M9 10h14v3.5h-5.2V24h-3.6V13.5H9Z" fill="var(--color-primary-contrast)" />
    </svg>
  );
}

const BRAND_PATHS: Partial<Record<SocialId, string>> = {
  twitter: siX.path,
  telegram: siTelegram.path,
  youtube: siYoutube.path,
  discord: siDiscord.path,
  github: siGithub.path,
  medium: siMedium.path,
};

/** The mark of a social network, or a line icon for the forum and e-mail. */
export function SocialIcon({ id, size = 20 }: { readonly id: SocialId; readonly size?: number }) {
  const brand = BRAND_PATHS[id];
  if (brand) {
    return (
      <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
        <path d={brand} />
      </svg>
    );
  }
  return id === 'email' ? (
    <LineIcon size={size}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </LineIcon>
  ) : (
    <LineIcon size={size}>
      <path d="M4 5h11a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H9l-4 3v-3H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z" />
      <path d="M19 9h1a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1h-1v3l-4-3h-4" />
    </LineIcon>
  );
}
