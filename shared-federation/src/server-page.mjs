// How a server-rendered page hands its remote's area to the browser: one contract for the render
// service (render/src/page.mjs writes it) and the shell (startup/serverArea.ts reads it). Plain
// JavaScript, so the Node service reads it without a build.

/** The attribute on the area a remote rendered on the server: its value is the remote's name. */
export const SERVER_AREA_ATTRIBUTE = 'data-server-rendered';

/**
 * The id of the `<script type="application/json">` after the area: `{ remote, url, lang, data }`,
 * the page's answers by data key (`dataKey`), embedded once and read once, at hydration.
 */
export const PAGE_DATA_ID = 'suuq-page-data';

/**
 * The attribute on the shell's #root when the render service drew the shell's frame (header, bottom
 * bar, the page's area) on the server: its value is the page's language. The shell then hydrates its
 * frame (hydrateRoot) instead of drawing it afresh, and the area stays where it is.
 */
export const SERVER_FRAME_ATTRIBUTE = 'data-server-frame';

/**
 * What the shell's frame leaves inside its remote's area, on the server, where the remote's own
 * render goes (the service writes the area there: one React render per team, each with its styles).
 */
export const AREA_SLOT = '<!--suuq-area-->';
