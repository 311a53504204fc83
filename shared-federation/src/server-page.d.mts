export declare const SERVER_AREA_ATTRIBUTE: 'data-server-rendered';
export declare const PAGE_DATA_ID: 'suuq-page-data';
export declare const SERVER_FRAME_ATTRIBUTE: 'data-server-frame';
export declare const AREA_SLOT: '<!--suuq-area-->';

/** What the render service embeds after a server-rendered area. */
export interface EmbeddedPage {
  remote: string;
  /** Path and query the area was rendered for. */
  url: string;
  /** The language the area was rendered in. */
  lang: 'so' | 'en';
  data: Record<string, unknown>;
}
