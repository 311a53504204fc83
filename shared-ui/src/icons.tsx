import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** Width and height in px (or any CSS length). */
  size?: number | string;
  /** Gives the icon a name for screen readers; without it the icon is decorative (hidden). */
  title?: string;
}

/** Inline 24×24 icons drawn with `currentColor`, so they take the text colour of their parent. */
function icon(name: string, paths: ReactNode, filled = false) {
  function Icon({ size = 24, title, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {paths}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const HomeIcon = icon(
  'HomeIcon',
  <>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5" />
  </>,
);

export const SearchIcon = icon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);

export const CartIcon = icon(
  'CartIcon',
  <>
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
    <circle cx="9.5" cy="19.5" r="1.5" />
    <circle cx="17" cy="19.5" r="1.5" />
  </>,
);

const heartPath =
  'M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z';
export const HeartIcon = icon('HeartIcon', <path d={heartPath} />);
export const HeartFilledIcon = icon('HeartFilledIcon', <path d={heartPath} />, true);

export const UserIcon = icon(
  'UserIcon',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5" />
  </>,
);

export const MenuIcon = icon('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />);

export const CloseIcon = icon('CloseIcon', <path d="M6 6l12 12M18 6 6 18" />);

export const GridIcon = icon(
  'GridIcon',
  <>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </>,
);
/** The categories entry of the bottom bar and the mobile panel. */
export const CategoriesIcon = GridIcon;

export const LiveIcon = icon(
  'LiveIcon',
  <>
    <circle cx="12" cy="12" r="2.5" fill="currentColor" />
    <path d="M7.8 7.8a6 6 0 0 0 0 8.4M16.2 7.8a6 6 0 0 1 0 8.4" />
    <path d="M4.9 4.9a10 10 0 0 0 0 14.2M19.1 4.9a10 10 0 0 1 0 14.2" />
  </>,
);

export const ChevronLeftIcon = icon('ChevronLeftIcon', <path d="m15 5-7 7 7 7" />);
export const ChevronRightIcon = icon('ChevronRightIcon', <path d="m9 5 7 7-7 7" />);

export const StarIcon = icon(
  'StarIcon',
  <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9Z" />,
  true,
);

export const PlayIcon = icon(
  'PlayIcon',
  <path d="M7 4.5v15a1 1 0 0 0 1.5.9l12-7.5a1 1 0 0 0 0-1.8l-12-7.5A1 1 0 0 0 7 4.5Z" />,
  true,
);
export const PauseIcon = icon(
  'PauseIcon',
  <>
    <rect x="6" y="4.5" width="4" height="15" rx="1" />
    <rect x="14" y="4.5" width="4" height="15" rx="1" />
  </>,
  true,
);

const speaker = <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4Z" />;
export const MuteIcon = icon(
  'MuteIcon',
  <>
    {speaker}
    <path d="m16 9.5 5 5M21 9.5l-5 5" />
  </>,
);
export const VolumeIcon = icon(
  'VolumeIcon',
  <>
    {speaker}
    <path d="M15.5 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11" />
  </>,
);

export const TruckIcon = icon(
  'TruckIcon',
  <>
    <path d="M2.5 6.5h11v10h-11Z" />
    <path d="M13.5 9.5h4l3 3.5v3.5h-7" />
    <circle cx="6.5" cy="18" r="1.8" />
    <circle cx="17" cy="18" r="1.8" />
  </>,
);

export const LogoutIcon = icon(
  'LogoutIcon',
  <>
    <path d="M9.5 20H5.5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h4" />
    <path d="M16 16.5 20.5 12 16 7.5M20.5 12H9.5" />
  </>,
);
export const GlobeIcon = icon(
  'GlobeIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
  </>,
);
export const LoginIcon = icon(
  'LoginIcon',
  <>
    <path d="M14.5 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4" />
    <path d="M10 16.5 14.5 12 10 7.5M14.5 12H3.5" />
  </>,
);
