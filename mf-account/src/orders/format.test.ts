import { ApiError } from 'shared-api';
import { errorText, formatDateTime, isNotFound } from './format';

describe('order formats', () => {
  test('dates read as day, short month, year and 24-hour time', () => {
    // Built from local parts, so the test holds in any time zone.
    expect(formatDateTime(new Date(2026, 10, 24, 10, 42).toISOString())).toBe('24 Nov 2026, 10:42');
    expect(formatDateTime(new Date(2026, 0, 5, 18, 7).toISOString())).toBe('5 Jan 2026, 18:07');
  });

  test('an unreadable date shows as sent instead of Invalid Date', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });

  test("a refusal shows the server's message; a bare HTTP status shows the page's own text", () => {
    expect(errorText(new ApiError('business', 'Order cannot be cancelled once shipped', 409, 'conflict'), 'fallback')).toBe('Order cannot be cancelled once shipped');
    expect(errorText(new ApiError('http', 'HTTP 502', 502), 'fallback')).toBe('fallback');
  });

  test('404 and not_found are both not found', () => {
    expect(isNotFound(new ApiError('business', 'Order not found', 404, 'not_found'))).toBe(true);
    expect(isNotFound(new ApiError('network', 'offline'))).toBe(false);
  });
});
