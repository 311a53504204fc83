export { BRAND, type Brand } from './brand';
export { tokens, media, queries, type Tokens, type ColorName } from './tokens';
export { GlobalStyle } from './GlobalStyle';
export {
  createMessages,
  setLanguage,
  getLanguage,
  useLanguage,
  RenderedLanguage,
  onLanguageChange,
  getI18n,
  isLanguage,
  LANGUAGES,
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  type Language,
  type Catalogue,
  type MessageKey,
  type MessageVars,
  type Messages,
  type Translate,
} from './i18n';

export { formatPrice, percentOff } from './price/money';
export { formatDateTime, SHOP_TIME_ZONE } from './dates';
export { LocalDateTime } from './LocalDateTime';
export { useHydrated } from './hydrated';
export { Price, type PriceProps, type PriceSize } from './price/Price';
export { PercentOff, type PercentOffProps } from './price/PercentOff';
export { clampRating } from './rating/clampRating';
export { Rating, type RatingProps, type RatingSize } from './rating/Rating';
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './button/Button';
export { IconButton, type IconButtonProps, type IconButtonSize } from './button/IconButton';
export { primaryLinkStyles } from './button/linkStyles';
export { buttonReset } from './button/buttonReset';
export { cardSurfaceStyles } from './surface/cardSurface';
export { Badge, LiveDot, type BadgeProps, type BadgeTone } from './badge/Badge';
// The modal, its scroll lock and the focus trap of dialogs and panels: the entry shared-ui/modal,
// loaded with the first dialog or panel a shopper opens.
export { Spinner, SpinnerGlyph, type SpinnerProps, type SpinnerSize } from './feedback/Spinner';
export { Skeleton, type SkeletonProps, type SkeletonRadius } from './feedback/Skeleton';
export { EmptyState, ErrorState, type StateProps } from './feedback/States';
export { VisuallyHidden } from './a11y/VisuallyHidden';
export { useMediaQuery, useIsMobile } from './media/useMediaQuery';
export * from './icons';
// Federation plumbing (lifecycles, lazy parts, the standalone harness) is shared-federation's.
// Forms and page furniture (Field, TextInput, PasswordInput, RadioCard; PageHeader, PriceBlock):
// the entries shared-ui/form and shared-ui/page, bundled by the apps that use them, so /home does
// not carry them and a remote using them runs on a shell whose shared-ui predates them.
