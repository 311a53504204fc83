// The security headers of every origin of the shop, built in this one place: the local static
// host (staticHost.mjs) sends them and the nginx configuration (nginx-conf.mjs) is generated from
// them, so development, CI and production enforce the same policy.

/** Live shopping (mf-live) uses the 100ms web SDK: its init, auth and analytics calls go to
 * https://*.100ms.live (prod-init.100ms.live/init, auth.100ms.live, event.100ms.live …), its
 * signalling WebSocket to wss://*.100ms.live, and HLS playlists and segments of a live show come
 * from the same domain. The WebRTC media itself is not governed by CSP (a MediaStream in
 * srcObject), and the SDK's helper worker is a blob: (worker-src below). The replay room (no 100ms
 * credentials) needs nothing here: its recording, poster and feed (EventSource) are /api URLs on
 * the page's own origin, which proxies /api to the API ('self' in media-src, img-src, connect-src). */
export const LIVE_SHOPPING = {
  connect: ['https://*.100ms.live', 'wss://*.100ms.live'],
  media: ['https://*.100ms.live'],
};

/** Every origin the release record (remotes.json: name → URL of a remote's mf-manifest.json) names. */
export function remoteOriginsOf(remotesJson) {
  return [...new Set(Object.values(remotesJson).map((url) => new URL(url).origin))].sort();
}

/**
 * The Content-Security-Policy of a page of the shop (the shell, or a remote's standalone page).
 * @param {{ remoteOrigins?: string[], https?: boolean }} o
 *   remoteOrigins: the remotes' origins the page loads module federation code from (the shell's
 *   release record); a remote's standalone page loads only its own origin's code.
 */
export function contentSecurityPolicy({ remoteOrigins = [], https = false } = {}) {
  const remotes = remoteOrigins;
  const directives = {
    'default-src': ["'self'"],
    // Module federation: remote entries and their chunks are <script> tags on the remotes'
    // origins. No 'unsafe-inline' (the pages have no inline script) and no 'unsafe-eval' (webpack
    // production builds and the federation runtime run without eval; the CSP suite enforces it).
    'script-src': ["'self'", ...remotes],
    // styled-components injects <style> elements at run time (and React sets style attributes).
    // A nonce would need every index.html rewritten per response (no static file, no
    // `immutable`/no-cache entry served as it is by nginx) for a small gain: injected CSS cannot
    // run script while script-src stays strict. So inline styles are allowed, scripts are not.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Product images come from /api on the page's own origin; the favicon is a data: URL; images
    // a remote bundles (webpack assets) come from its origin; blob: for pictures made in the page.
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    // /api on the page's own origin (proxied), the remotes' mf-manifest.json, live shopping.
    'connect-src': ["'self'", ...remotes, ...LIVE_SHOPPING.connect],
    // Product videos and video ads from /api; a live show's HLS stream (100ms) arrives as blob:
    // URLs (Media Source Extensions) or from 100ms' own domain.
    'media-src': ["'self'", 'blob:', ...LIVE_SHOPPING.media],
    // The service worker at /sw.js; blob: for the HLS player's worker (hls.js builds it in place)
    // and the 100ms SDK's worker (built the same way).
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    // Leaflets open in a tab of their own; only the shop's own documents (/api/product-leaflet)
    // may ever be framed in a page.
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    // ASVS 5.0 3.4.3 asks for base-uri 'none': the pages have no <base>.
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    // No site may frame the shop (clickjacking).
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** Browser features the shop never uses. Live shopping viewers watch and never publish, so even
 * mf-live needs no camera or microphone; fullscreen stays for the videos. */
export const PERMISSIONS_POLICY = [
  'camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'serial=()', 'hid=()',
  'midi=()', 'magnetometer=()', 'gyroscope=()', 'accelerometer=()',
  'display-capture=()', 'screen-wake-lock=()', 'xr-spatial-tracking=()', 'fullscreen=(self)',
].join(', ');

/** One year, subdomains included: sent only by the https server (nginx), never over http. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The headers every static response of an origin carries (pages, entries, chunks, errors).
 * @param {{ role: 'shell' | 'remote', remoteOrigins?: string[], https?: boolean }} o
 *   role 'remote': module federation loads the remote's manifest by fetch (CORS) and its entry and
 *   chunks by <script> from the shell's origin (a cross-origin no-cors load: CORP cross-origin).
 */
export function securityHeaders({ role, remoteOrigins = [], https = false }) {
  const headers = {
    'Content-Security-Policy': contentSecurityPolicy({ remoteOrigins: role === 'shell' ? remoteOrigins : [], https }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': role === 'remote' ? 'cross-origin' : 'same-origin',
  };
  // Public, credential-less files: any origin may read a remote's manifest (the shell's origin
  // differs per environment: 127.0.0.1, localhost, the production host).
  if (role === 'remote') headers['Access-Control-Allow-Origin'] = '*';
  if (https) headers['Strict-Transport-Security'] = STRICT_TRANSPORT_SECURITY;
  return headers;
}
