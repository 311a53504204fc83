// One readable form for every date the shop shows ('24 Nov 2026, 10:42', 24-hour clock), in the
// shopper's own time zone. Somali pages keep it too: the spec writes dates this way.
// Built at the first date shown, not when the shell starts: a page's first Intl formatter loads the
// browser's locale data (see price/money.ts), and most pages show no date.
let dateTime: Intl.DateTimeFormat | undefined;
const makeDateTime = () => new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '24 Nov 2026, 10:42'; an unreadable date shows as the server sent it rather than 'Invalid Date'. */
export function formatDateTime(iso: string): string {
  const when = new Date(iso);
  return Number.isNaN(when.getTime()) ? iso : (dateTime ??= makeDateTime()).format(when);
}

