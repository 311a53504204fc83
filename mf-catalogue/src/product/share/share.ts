/** What a shared product link says, and where it is sent when the browser has no share sheet. */
import { createContext } from 'react';
import { BRAND } from 'shared-ui';
import type { t as productTexts } from '../texts';

/**
 * The short text beside the link ('Ka eeg … Suuq'), by the translate function given: the page's
 * (useT: on the server, the language it renders in, not the process's).
 */
export const shareTextOf = (t: typeof productTexts, name: string): string => t('product.shareText', { name, shop: BRAND.name });

/**
 * The product page's canonical address: the slug's URL on the shop's origin, whatever the current
 * path (the share button's link in the browser, the head's canonical and og:url on the server).
 */
export const productPageUrl = (slug: string, origin: string): string =>
  `${origin.replace(/\/$/, '')}/product/${encodeURIComponent(slug)}`;

/** WhatsApp's click-to-chat link: the shopper picks the chat; the text carries the name and link. */
export const whatsAppShareHref = (text: string, url: string): string =>
  `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;

/**
 * Whether the browser's share sheet can take this data: `navigator.share` exists and, where
 * `canShare` exists, it accepts the data (some desktops have share for files only).
 */
export function webShareAvailable(data: ShareData): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare !== 'function' || navigator.canShare(data);
}

/** The shopper closed the share sheet: not an error to show. */
export const isShareCancelled = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as { name?: unknown }).name === 'AbortError';

/**
 * The shop's public origin as the server renders the page (its render request's: the head's
 * canonical comes from the same), for the link shown without JavaScript. Null in the browser,
 * which reads location when a shopper shares, and never renders a <noscript>'s children.
 */
export const ShopOrigin = createContext<string | null>(null);
