// One readable form for every date the shop shows ('24 Nov 2026, 10:42', 24-hour clock), in the
// shopper's own time zone. Somali pages keep it too: the spec writes dates this way.
const dateTime = new Intl.DateTimeFormat('en-GB', {
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
  return Number.isNaN(when.getTime()) ? iso : dateTime.format(when);
}

