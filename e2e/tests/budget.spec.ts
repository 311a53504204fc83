import { expect, test } from '@playwright/test';
// Shared with the benchmark (bench/first-load.mjs): both count the same scripts.
import { QUIET_MS, recordFirstLoad } from '../../bench/lib/firstLoad.mjs';

/**
 * All the JavaScript /home transfers on a first visit, held as a budget, by a neutral rule:
 * every script until the network has been idle for 2 s with no input (bench/lib/firstLoad.mjs),
 * not a moment the app marks. Bytes of a production build are deterministic, so this fails on
 * the change that grows them, not on a slow machine; `npm run bench` gives the split by library
 * and team when it fails. The goal is the performance issue's 180 KB gz (170 the aim).
 * Measured on 2026-11-24: 181.4 KB by this rule with the borrowed federation runtime (149.4 by
 * the old cut-off at the app's idle-work mark); 188.3 KB with each remote keeping its own
 * bundler runtime on the shell's runtime-core (documented options only). Of that, 18 KB were the
 * catalogue prefetching all its other pages right after the first view; since it prefetches a
 * page only on intent (a hover, touch or focus on a link to it; never under Save-Data or 2G/3G),
 * 170.6 KB (174 664 B). No input is given here, so nothing is prefetched: that is what a shopper
 * who opens nothing downloads, not a deferral past the rule. Later: 179.5 KB with the homepage
 * rows built when near; 179.7 KB with the shell's early script (+1.4 KB: the page's remote's
 * manifest starts before main.js, 2 s sooner on a slow line) and the search box carrying only its
 * own texts (-0.6 KB); 179.8 KB once one route matcher served the early script and the first call.
 * 169.6 KB once the cart's owner (mf-checkout's entry and cart service, 10.6 KB) starts at
 * settle only when the badge has lines to show, and otherwise at the first touch, a cart command
 * or a checkout page: a visitor with an empty cart who touches nothing has no cart to serve.
 * 170.3 KB once the early script also sends the page's first API call (+0.8 KB: shared-api's
 * request builder and the declaration's reading; the page's data starts when its remote's
 * manifest is read instead of after the shell's 100 KB of libraries, about 2.5 s sooner at
 * 400 Kbps, and Lighthouse's LCP of /home and a product page came 0.15–0.3 s sooner): the budget
 * went from 170 to 171 for that.
 * 171.3 KB with issue 28's shopper-visible fixes (measured 2026-11-28, gzip -9 of each file against
 * main's build): the shell following an address's #place below the header and moving the focus
 * there on every page (bootstrap +0.33 KB: the password shortcut was off a phone's screen), the
 * customer service page routed to its remote (early script +0.02 KB), shared-ui's language
 * listener that tells the server the shopper's language for notifications and the support phone
 * (vendor +0.1 KB). Raised to 172 for those, the second time.
 * 172.5 KB (measured 2026-11-28 on the merged build) once the early script checks a remote's needs
 * before it fetches any of its code (early +0.6 KB: the shell's compatibility rule, so a refused
 * remote's entry and chunks are never downloaded), a refused remote says its part is being
 * updated and Try again re-reads the release record (bootstrap +0.2, main +0.1), the bus's one
 * add-to-cart helper and the shared-ui entries (+0.2) and shared-schema in place of the
 * production-only checker swap (+0.15). Raised to 173 for the refusal check, the third time.
 * 173.9 KB (measured 2026-11-28 on the merged build) with product images in sizes and the first
 * server-rendering pieces: the catalogue's first chunk +1.1 KB (the srcset builder and its two
 * image routes, which cut each card image on /home from 7.5 KB to 2.7 KB at 390 px, and a page
 * handed its data by the server starting ready), the shared page primitives that replaced the
 * remotes' copies (+0.2), the language cookie a server reads (vendor +0.2). Raised to 174 for
 * the image sizes, the fourth time: the page's bytes in all went down by far more than this.
 * 175.9 KB (measured 2026-11-28) once the browser hydrates the server's pages: each styled
 * component names its class by its file and place (swc's styled-components `ssr`), so a remote's
 * server build and its browser build draw the same class names (+1.0 KB: 28 ids in bootstrap,
 * 21 in vendor, 61 in the catalogue's first chunk), and the hydration itself (the shell keeping the
 * server's area, a remote's hydrateRoot, its embedded answers and rendered language, +0.9 KB).
 * Raised to 176 for hydration, the fifth time: /home now arrives drawn, before any of these
 * scripts run. 176.1 KB with what only the device knows waiting for hydration (useHydrated, the
 * category nav's skeletons chosen by the stylesheet) and the page's one rendered-language context:
 * 176.5. Lower it as it comes down, never raise it without a reason.
 * 176.7 KB (measured 2026-11-28 by this test, 176.1 before) with the early script holding a tap on
 * a server-rendered button until the page has hydrated and replaying it once (issue 30: the early
 * script +0.6 KB gz, bootstrap +0.04; shell/src/startup/earlyTaps.ts): /home arrives drawn seconds
 * before its code, and an Add to Cart tapped in that window did nothing. It has to be in the early
 * script (the first script to run; the CSP forbids an inline one), and its code is there once,
 * the shell calling it through the page's global. Raised to 176.8 for it, the sixth time.
 * +0.05 KB (2026-11-28, gzip -9 of each file against the build before it) for shared-ui's one
 * button reset (issue 29's duplicates): vendor +21 B, the catalogue's category chunk +28 B, where
 * the Try again line and the mobile category toggle each wrote it; within the budget as it stands.
 * 177.0 KB (181,269 B, measured 2026-11-28 by bench/first-load.mjs, the same rule, on main with all
 * three) once the shell's own frame is drawn on the server and hydrated (issue 30): +0.27 KB over
 * the two above, for bootstrap's hydration of the frame in its rendered language, the shell's texts
 * by hook in every part the server draws, login, badge and offline state waiting for hydration,
 * and the area kept in place. The header and bottom bar now arrive drawn with the page instead of
 * the stand-in's bar. Raised to 177.1 for it, the seventh time.
 * +0.3 KB (2026-11-29, gzip -9 of each shell file against main's build: bootstrap +305 B) for a
 * protected page's loading state drawn by the server and kept through hydration, the static
 * page's spinner kept as React replaces its frame, and the notice an area in its loading state
 * gives with JavaScript off (its texts in the shell's catalogue); within the budget as it stands
 * (this spec passed on that build).
 * +0.22 KB (2026-11-29, the precompressed files against main's build: bootstrap +136 B, vendor
 * +84 B) for the header's language switch without JavaScript (a noscript link beside the button)
 * and the language's wire facts in one module, shared-ui/language-switch; within the budget as it
 * stands (this spec passed on that build).
 * +0.07 KB (2026-11-30, the precompressed files against 49e6c04's build: the catalogue's first
 * chunk +60 B, its search box +17 B, its entry -3 B) for the cards' heart, Add to Cart and video
 * buttons hidden without JavaScript (they would do nothing), a card a category's next page lands
 * on (below the sticky header: listing/belowHeader.ts), and the page-number reading moved to
 * listing/; within the budget as it stands (this spec passed on that build). A noscript link to the clip on each video card had put it 0.04 KB over: the card
 * opens the product's page, where the video plays, so the link went instead of the budget going up.
 * 177.15 KB (2026-11-30, measured by this test) once the early script starts no remote for a
 * protected page a shopper with no session never sees (+0.05 KB: earlyHints.ts neverShown, the
 * route table's protected flag read beside the logged-in flag): such a shopper on /account or
 * /cart is sent the login and home, and the page's remote code was preloaded for nothing, tens of
 * KB on a slow line, and Chromium warned of the unused preloads (server-render-framed.spec failed
 * on that warning in a clone CI, under load). Raised to 177.2 for it, the eighth time.
 * 177.21 KB (2026-11-30, measured by this test; gzip -9 against main's build: the early script
 * +38 B, vendor +26 B) once a page opens in the language of its cookie before the device's
 * remembered one (shared-ui 2.11.2's i18n, and the first frame's check that the page was drawn
 * for its cookie): a shopper who switched language with JavaScript off (the link sets only the
 * cookie) kept getting the device's old language once scripts were back. Raised to 177.25 for it,
 * the ninth time.
 * 177.32 KB (2026-11-30, measured by this test) once a page's kept failure travels with it
 * (shared-federation 1.4.0's fromEmbedded in vendor, mf-catalogue's useLoad reviving it as an
 * ApiError): an unknown product's page (a removed product's link shared on WhatsApp) hydrated
 * with React's mismatch errors, threw the server's not-found text away for a skeleton and asked
 * the server again. Raised to 177.35 for it, the tenth time.
 * About 177.37 KB (2026-11-30, measured by this test) once the shell gives its parcels single-spa's
 * documented mount timeouts (federation/parcelTimeouts.ts, +0.05 KB): single-spa's default warns
 * after 1 s, which a slow phone hydrating /home passes, and a clone CI's hydration test failed on
 * that warning under load. Raised to 177.4 for it, the eleventh time.
 * 177.402 KB (2026-11-30, measured by this test; 177.368 before) once a page that is only a state
 * titles it with an h1 (shared-ui 2.12.0's titleAs, used by the shell's not-found, /contact and
 * no-JavaScript notice): those pages had no h1 at all, for screen readers or search engines.
 * Raised to 177.45 for it, the twelfth time.
 * 177.311 KB (2026-11-30, measured by this test) once the shell draws the shop's one not-found page,
 * shared-federation's PageNotFound (already in vendor: each remote's router ends with it), instead
 * of its own copy with the same texts (-91 B). Lowered to 177.35.
 * 177.365 KB (2026-11-30, measured by this test; 177.313 before) once the product video's poster
 * comes in the API's widths (issue 30 §7: a srcset for the sharp one, the smallest width for the
 * blurred backdrop, the largest for the page without scripts) instead of the image as uploaded,
 * which can be a phone camera's whole photo. The catalogue's first chunk +76 B: shared-api/images,
 * now used by the product page's chunk too, stays a module of its own where webpack had folded it
 * into the card's image. Raised to 177.4 for it, the thirteenth time.
 * 177.410 KB (2026-11-30, measured by this test; 177.365 before) once /home names its tab as its
 * server head does ('Suuq — Dukaanka internetka ee Soomaaliya', in the page's language) instead
 * of 'Suuq': the title's two texts moved from the server's head catalogue into the catalogue's
 * page texts, which both read now (+45 B). Once hydrated, the tab had changed from the served
 * title to another. Raised to 177.45 for it, the fourteenth time.
 * 177.617 KB (2026-12-01, measured by this test; 177.410 before) once every page names itself in
 * the tab (shared-ui 2.13.0's tab-title, in the shell's vendor for shared-federation's PageNotFound,
 * and the shell's /contact): the cart, checkout, the address book and every not-found page kept
 * the title of the page the shopper came from ('Coconut Oil 500ml — Suuq' over the cart), which a
 * screen reader announces on arrival. Webpack had first put the 0.2 KB module in a chunk of its
 * own (its folder, layout/, is kept out of vendor for the login dialog's form): one more request
 * and +0.28 KB; it sits beside brand.ts instead. Raised to 177.65 for it, the fifteenth time.
 * 177.732 KB (2026-12-01, measured by this test; 177.593 before) once /home's lower rows list their
 * products for a browser without scripts (SectionRow's RowLinks, in a noscript: +139 B of code and
 * styles the browser never runs, as React leaves a noscript's content to the server's HTML). Such
 * a browser saw those rows as a heading and a See all link, nothing between: 8 of /home's 80
 * products. Raised to 177.75 for it, the sixteenth time.
 * 177.752 KB (2026-12-01, measured by this test; 177.732 before) once the shop's title has one home,
 * shared-ui/tab-title's shopTitle, which /home's tab and head and the shell's frame (the cart's and
 * the static page's title) read: it was written twice, in the catalogue's texts and in the shell's
 * frame, two apps released apart (+20 B in the catalogue's first chunk; the shell's vendor is byte
 * for byte the same). Raised to 177.8 for it, the seventeenth time.
 * 177.900 KB (2026-12-01, measured by this test; 177.771 before, the same hour) once a product's
 * category is named in the shopper's language on its card and in search suggestions, as the
 * category menu names it ('Daryeelka Timaha', not 'HAIR CARE' on a Somali page): the catalogue's
 * first chunk and search box read the language and the product's new category_so (+129 B).
 * Raised to 177.95 for it, the eighteenth time.
 * 177.950 KB (2026-12-01, measured by this test) once every phone field and the server read a
 * number with one rule, shared-api/contract/phone-rules' cleanDigits, instead of seven copies (a
 * number pasted from WhatsApp comes wrapped in invisible direction marks the copies refused). The
 * login dialog's chunk imports that entry, and through it account-rules, which webpack then keeps
 * as a module of its own in vendor instead of joining it to shared-api's root: vendor +57 B gz,
 * main +5 B (each file's gzip against 146624d's build, the same hour). The entry itself stays out
 * of vendor (tooling/webpack.cjs), as its own comment intends. Raised to 178.0 for it, the
 * nineteenth time.
 * 178.008 KB (2026-12-01, measured by this test; 177.960 before, the same hour, the shell built
 * from each) once the page stops what it scrolls to above the phone's bottom bar: the shell's
 * bar sets the page's scroll-padding-bottom (a global style beside the bar, +48 B gz), so a focused
 * error summary is no longer half under the bar, as the checkout's was at 320 px. Raised to 178.05
 * for it, the twentieth time.
 * 178.427 KB (2026-12-01, measured by this test; the catalogue's first chunk +424 B gz against
 * d7123f5's build, the same hour) once a homepage row waiting to be built is as tall as the row
 * of cards that takes its place: a still card now has the lines of the product it stands for (its
 * Somali name, its HAAD EXPRESS line) and the waiting row sums its grid rows by their tallest
 * cards. Before, the rows with express cards grew 45 px as they were built, under the shopper's
 * finger: at the page's end the footer moved as it was clicked, and the click was lost (seen in
 * the browser suite). Raised to 178.45 for it, the twenty-first time.
 * 178.482 KB (2026-12-01, measured by this test; 178.427 before, the same hour) once the category
 * pills find their buttons by shared-ui/elements-by-key, the one home of the elements-by-key code
 * five lists had written each (+55 B gz in the catalogue's first chunk: the helper keeps one ref a
 * key, so React no longer detaches and attaches every pill at each render). Raised to 178.5 for
 * it, the twenty-second time.
 * 178.600 KB (2026-12-01, measured by this test; 178.491 before, the same hour, the catalogue built
 * from each) once a card's old price stands under its price on every width, and a waiting row is
 * as tall as its tallest still card, not as a card with every line any of its cards has (+108 B gz
 * in the catalogue's first chunk). Beside each other, a long price and its old price wrapped on a
 * phone's card ('$1,299.00 $1,499.00' at 320 px), a line the still card could not know, so the
 * row grew as it was built. Raised to 178.65 for it, the twenty-third time.
 * 178.775 KB (2026-12-02, measured by this test; 178.618 before, the same hour, the shell and the
 * catalogue built from each) once what the Tab key focuses stays in sight (+157 B gz, both apps):
 * the shell's header sets the page's scroll-padding-top (a global style beside it), so a card's
 * heart focused on a phone no longer stays under the sticky header, and the desktop category row's
 * arrows lie over its ends, so a focused category at the row's end comes in whole instead of
 * staying cut (e2e/tests/focus-in-sight.spec.ts). Raised to 178.8 for it, the twenty-fourth time.
 * 178.796 KB (2026-12-02, measured by this test in /work/main) once the focus trap gives the focus
 * back to what opened the phone's search panel (shared-ui 2.15.2, +21 B gz in the shell: the
 * opener noted at first render). That was not measured before it landed, and CI's clone failed
 * by 6 bytes: 178.802 KB there. **The same commit weighs a few bytes more or less in another
 * folder**: module federation names its runtime entry file by an md5 of the absolute paths it
 * imports (node_modules/.federation/entry.<md5>.js), and webpack's deterministic module ids are
 * hashes of the files' names, so main.js and remoteEntry.js carry other ids (webpack issue 20852
 * is the same drift for shared modules). Built from 8 folders (/check/work/main as CI clones it,
 * /w, /srv/suuq, /tmp/ciX …): 183,077 to 183,098 B, a spread of 21 B. Each folder gives the same
 * bytes every time, so the figure is still exact where it is measured. The budget now keeps
 * 0.05 KB (51 B) above the largest of them: 178.85, the twenty-fifth time.
 * 178.812 KB (2026-12-02, measured by this test in /work/main; 178.796 before) once a listing's
 * card names are h2, right under the page's h1, and a row's stay h3 under the row's h2 (+16 B gz
 * in the catalogue's first chunk: the card's heading level is a prop). A category, search or
 * section page went from h1 to h3, a skipped level that axe reports (heading-order) and that
 * misleads a screen reader's list of headings. With the folders' 21 B spread, the largest is about
 * 178.83 KB: raised to 178.88 to keep 0.05 KB above it, the twenty-sixth time.
 * 179.090 KB (2026-12-02, measured by this test in /work/main; 178.812 before, the same hour, the
 * catalogue built from each) once the answers the server handed a page serve it again while
 * fresh (mf-catalogue/src/listing/handedIn.ts, +278 B gz in the catalogue's first chunk). Back to
 * /home asked again for the sections drawn a minute before: a second wait on a slow line, the
 * scroll position lost to the loading rows, and offline an error where the rows had been
 * (e2e/tests/offline.spec.ts). With the folders' 21 B spread: raised to 179.16, the
 * twenty-seventh time.
 * 179.181 KB (2026-12-02, measured by this test in /work/main; 179.090 before, the same hour, the
 * shell built from each) once a fragment that could not be loaded says so where its loading look
 * would wait forever, with Try again, and loads again by itself when the browser is back online
 * (the shell's RemoteFragment, +91 B gz with the panel's text in both languages). Offline, the
 * phone's categories panel showed its loading rows for good, and still did back online
 * (e2e/tests/mobile.spec.ts). Raised to 179.25, the twenty-eighth time.
 */
const BUDGET_KB = 179.25;

test('all the JavaScript of the first load of /home stays within its budget', async ({ page }) => {
  // A fresh context per test: nothing is cached.
  const { scripts, quietAt } = await recordFirstLoad(page, '/home');
  const first = scripts.filter((s) => s.before);
  expect(first.every((s) => s.status === 200)).toBe(true);
  // The shell's entry and the catalogue's home page are part of it: the count is of real loads.
  expect(first.some((s) => /:3000\/main\./.test(s.url))).toBe(true);
  expect(first.some((s) => /:3001\//.test(s.url))).toBe(true);
  // An empty cart and no touch: mf-checkout (the cart's owner) is not asked for.
  expect(first.filter((s) => /:3002\//.test(s.url))).toEqual([]);
  const kb = first.reduce((sum, s) => sum + s.bytes, 0) / 1024;
  const list = first.map((s) => `${(s.bytes / 1024).toFixed(1).padStart(6)} KB @${String(s.startedAt).padStart(5)} ms ${s.url}`).join('\n');
  expect(kb, `/home transferred ${kb.toFixed(3)} KB gz of scripts before ${QUIET_MS} ms of network quiet (at ${quietAt} ms):\n${list}`).toBeLessThanOrEqual(BUDGET_KB);
});
