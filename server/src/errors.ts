/** A business refusal: answered as `result: {status: 'error', message, code}` with an HTTP status. */
export class BusinessError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
    /** Further fields of the error result (e.g. retry_after for a cooldown). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'BusinessError';
  }
}

export const notFound = (message: string) => new BusinessError(404, 'not_found', message);
