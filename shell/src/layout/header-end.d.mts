// The types of header-end.mjs (a plain ES module, read by the webpack config unbuilt).

/** The header's end mark's id. */
export declare const HEADER_END_ID: 'shop-header-end';
