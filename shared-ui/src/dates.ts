// One readable form for every date the shop shows ('24 Nov 2026, 10:42', 24-hour clock), in the
// shopper's own time zone. Somali pages keep it too: the spec writes dates this way.
// Built at the first date shown, not when the shell starts: a page's first Intl formatter loads the
// browser's locale data (see price/money.ts), and most pages show no date.
/** The shop's own time zone: a page rendered on the server shows its times in it (LocalDateTime). */
export const SHOP_TIME_ZONE = 'Africa/Mogadishu';

const formats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (timeZone: string | undefined) => {
  const key = timeZone ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    formats.set(key, format);
  }
  return format;
};

/**
 * '24 Nov 2026, 10:42' in the shopper's time zone (or `timeZone`); an unreadable date shows as the
 * server sent it rather than 'Invalid Date'.
 */
export function formatDateTime(iso: string, timeZone?: string): string {
  const when = new Date(iso);
  return Number.isNaN(when.getTime()) ? iso : formatIn(timeZone).format(when);
}
