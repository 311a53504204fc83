/** The part of the Network Information API the shop reads (Chromium only; absent elsewhere). */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

const connectionOf = (nav: Navigator) => (nav as Navigator & { connection?: NetworkInformation }).connection;

/** The shopper asked the browser to save data (Save-Data): nothing they did not ask for is fetched. */
export function savesData(nav: Navigator = navigator): boolean {
  return connectionOf(nav)?.saveData === true;
}

/** Connections on which a page's code is fetched only when the page is opened. */
const SLOW = ['slow-2g', '2g', '3g'];

/**
 * Whether fetching code the shopper has not asked for yet is welcome. Not when they asked the
 * browser to save data, nor on a 2G/3G connection: many shoppers pay for every megabyte on slow
 * mobile data, and a guess that misses costs them money and bandwidth the page they did open
 * needs. A browser that does not say (Safari, Firefox) gets the prefetch.
 */
export function connectionAllowsPrefetch(nav: Navigator = navigator): boolean {
  const connection = connectionOf(nav);
  if (!connection) return true;
  if (savesData(nav)) return false;
  return !SLOW.includes(connection.effectiveType ?? '');
}
