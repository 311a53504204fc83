import { formatDateTime } from './dates';

describe('dates as the shop shows them', () => {
  it('a date and time reads day, short month, year and a 24-hour clock', () => {
    // Built from local parts, so the test holds in any time zone.
    expect(formatDateTime(new Date(2026, 10, 24, 15, 4).toISOString())).toBe('24 Nov 2026, 15:04');
    expect(formatDateTime(new Date(2026, 0, 5, 8, 7).toISOString())).toBe('5 Jan 2026, 08:07');
  });

  it('an unreadable date is shown as sent, never as Invalid Date', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDateTime('')).toBe('');
  });
});
