export declare const SERVER_AREA_ATTRIBUTE: 'data-server-rendered';
export declare const PAGE_DATA_ID: 'suuq-page-data';

/** What the render service embeds after a server-rendered area. */
export interface EmbeddedPage {
  remote: string;
  /** Path and query the area was rendered for. */
  url: string;
  /** The language the area was rendered in. */
  lang: 'so' | 'en';
  data: Record<string, unknown>;
}
