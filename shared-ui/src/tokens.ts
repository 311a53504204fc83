/**
 * Design tokens of the Suuq storefront. Components read these directly (no ThemeProvider), so a
 * remote can use a primitive without wrapping its tree. Text colours meet WCAG AA (4.5:1) on
 * `surface`, and the `*Text` colours on their `*Soft` backgrounds.
 */

const colors = {
  // Deep ocean teal: the Indian Ocean coast; calm and trustworthy for payments.
  primary: '#0B6B6F',
  primaryHover: '#08585B',
  primaryActive: '#064548',
  primarySoft: '#E3F3F2',
  primarySoftActive: '#D2EAE8',
  onPrimary: '#FFFFFF',

  // Saffron for offers: `accent` is a fill (dark text on it), `price` is readable text on white.
  accent: '#F2A516',
  accentHover: '#DB920A',
  accentSoft: '#FFF4DC',
  onAccent: '#1A2B2E',
  price: '#A34A00',
  star: '#F2A516',
  starEmpty: '#D5DCDD',

  // One red for LIVE and for errors: both must catch the eye.
  danger: '#C8261B',
  dangerHover: '#A81F16',
  dangerActive: '#8F1A12',
  dangerSoft: '#FEE4E2',
  live: '#D92D20',
  onDanger: '#FFFFFF',

  success: '#0E7A56',
  successSoft: '#DDF3EA',
  successText: '#0B5E42',
  warning: '#B54708',
  warningSoft: '#FEF0C7',
  info: '#1D5FBF',
  infoSoft: '#E4EEFB',

  text: '#1A2B2E',
  textMuted: '#5B6B6E',
  textSubtle: '#627073',
  border: '#DCE3E4',
  borderStrong: '#B9C4C6',
  background: '#F6F8F8',
  surface: '#FFFFFF',
  surfaceMuted: '#EEF2F2',
  skeleton: '#E6ECEC',
  overlay: 'rgba(10, 25, 28, 0.56)',
  focus: '#1D6FE0',
} as const;

const spacing = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

const font = {
  // System fonts: no download on slow networks, and all cover the Latin letters Somali uses.
  family:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  familyMono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  size: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
    xxxl: '1.875rem',
    display: '2.25rem',
  },
  weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeight: { tight: 1.2, snug: 1.35, normal: 1.5 },
} as const;

const radii = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '16px',
  pill: '999px',
  circle: '50%',
} as const;

const shadows = {
  sm: '0 1px 2px rgba(16, 40, 44, 0.08)',
  md: '0 2px 8px rgba(16, 40, 44, 0.10), 0 1px 2px rgba(16, 40, 44, 0.06)',
  lg: '0 12px 32px rgba(16, 40, 44, 0.16), 0 2px 6px rgba(16, 40, 44, 0.08)',
  focus: `0 0 0 3px rgba(29, 111, 224, 0.35)`,
} as const;

/** Stacking layers, low to high: every overlay picks one of these, never a magic number. */
const zIndex = {
  base: 0,
  raised: 10,
  dropdown: 1000,
  sticky: 1100,
  header: 1200,
  bottomBar: 1200,
  backdrop: 1300,
  panel: 1400,
  modal: 1500,
  toast: 1600,
  tooltip: 1700,
} as const;

const motion = {
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** Mobile is a width under 768 px (spec §2, Header). */
const breakpoints = { mobileMax: 767 } as const;

/** Media queries for `window.matchMedia` / `useMediaQuery`. */
export const queries = {
  mobile: `(max-width: ${breakpoints.mobileMax}px)`,
  desktop: `(min-width: ${breakpoints.mobileMax + 1}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** For styled-components: `${media.mobile} { padding: 8px; }`. */
export const media = {
  mobile: `@media ${queries.mobile}`,
  desktop: `@media ${queries.desktop}`,
  reducedMotion: `@media ${queries.reducedMotion}`,
} as const;

export const tokens = {
  colors,
  spacing,
  font,
  radii,
  shadows,
  zIndex,
  motion,
  breakpoints,
  queries,
  media,
} as const;

export type Tokens = typeof tokens;
export type ColorName = keyof typeof colors;
