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
