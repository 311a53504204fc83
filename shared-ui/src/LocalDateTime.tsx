import { formatDateTime, SHOP_TIME_ZONE } from './dates';
import { useHydrated } from './hydrated';

/**
 * A date as `<time>`, in the shopper's time zone. A page rendered on the server cannot know that
 * zone: there, and while the browser hydrates that page, it shows the shop's own (Mogadishu), so
 * both sides draw the same text; right after, the browser's own zone (the same for most shoppers).
 * A page drawn in the browser alone shows the shopper's zone at once.
 */
export function LocalDateTime({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  return <time dateTime={iso}>{formatDateTime(iso, hydrated ? undefined : SHOP_TIME_ZONE)}</time>;
}
