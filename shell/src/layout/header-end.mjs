// The id of the empty mark that ends the shop's header (layout/Header.tsx). The shell's page names
// it in its head (`<link rel="expect" blocking="render">`: webpack.config.js `paintAfter`,
// tooling/index.html), so the browser paints nothing before the header is whole. A mark after the
// header's last item, not the header itself: Chromium stops waiting as the element it expects
// begins, not as it ends (measured in Chromium 156), and the standard's browsers as it ends; an
// empty mark is both. A plain ES module, so the webpack config imports it unbuilt and the bundle
// inlines it (as CommonJS it cost 95 B gz: a module of its own in two chunks).

/** The header's end mark's id. */
export const HEADER_END_ID = 'shop-header-end';
