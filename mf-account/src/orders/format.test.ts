import { ApiError } from 'shared-api';
import { errorText, isNotFound } from './format';

describe('order formats', () => {
  test("a refusal shows the server's message; a bare HTTP status shows the page's own text", () => {
    expect(errorText(new ApiError('business', 'Order cannot be cancelled once shipped', 409, 'conflict'), 'fallback')).toBe('Order cannot be cancelled once shipped');
    expect(errorText(new ApiError('http', 'HTTP 502', 502), 'fallback')).toBe('fallback');
  });

  test('404 and not_found are both not found', () => {
    expect(isNotFound(new ApiError('business', 'Order not found', 404, 'not_found'))).toBe(true);
    expect(isNotFound(new ApiError('network', 'offline'))).toBe(false);
  });
});
