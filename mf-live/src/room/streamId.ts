/**
 * A stream's id as its address carries it (/…-live-shopping/:streamId): what the API takes as an
 * id (shared-api's IdDigits: up to 9 digits), with no leading zero, so one stream has one address.
 * Anything else is no room: the page's "Page not found", with no call.
 */
export const isStreamId = (value: string): boolean => /^[1-9]\d{0,8}$/.test(value);
