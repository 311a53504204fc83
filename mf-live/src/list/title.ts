import { BRAND } from 'shared-ui';

/** The live list's title, in its tab and in the server's <title>: its heading, then the shop's name. */
export const listTitle = (heading: string) => `${heading} · ${BRAND.name}`;
