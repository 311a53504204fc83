import { createMessages } from 'shared-ui';

const en = {
  home: 'Home',
  live: 'Live',
  liveTag: 'LIVE',
  advisor: 'Ila Tali',
  cart: 'Cart',
  wishlist: 'Wishlist',
  account: 'My Account',
  login: 'Login/Register',
  logout: 'Logout',
  categories: 'Categories',
  closeCategories: 'Close categories',
  allCategories: 'See all categories',
  // The categories panel's list did not arrive (offline, or the catalogue is down)
  categoriesFailed: 'Could not load the categories.',
  menu: 'Menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  openSearch: 'Search Products',
  searchPlaceholder: 'Search for products…',
  searchButton: 'Search',
  cartBadge_one: '{{count}} cart line',
  cartBadge_other: '{{count}} cart lines',
  unreadBadge_one: '{{count}} unread notification',
  unreadBadge_other: '{{count}} unread notifications',
  mainNav: 'Main',
  bottomNav: 'Shortcuts',
  skipToContent: 'Skip to content',
  // Remote areas
  remoteLoading: 'Loading page…',
  remoteFailedTitle: 'This part of the shop did not load',
  remoteFailedText: 'Check your connection and try again. The rest of the shop still works.',
  // A remote this shell refused (its build needs what the shell does not offer): the network is fine.
  remoteUpdatingTitle: 'This part of the shop is being updated',
  remoteUpdatingText: 'Try again in a moment. The rest of the shop still works.',
  tryAgain: 'Try again',
  // The shell's own scripts did not load: written into the page itself (startup/first-frame/frame.html, held to these by its test)
  shopFailedTitle: 'The shop did not load',
  shopFailedText: 'Check your connection and try again.',
  goHome: 'Go to the home page',
  // An area left to the browser, with JavaScript off (layout/NeedsJavaScript.tsx). The title on every page;
  // the text of a protected page (cart, checkout, account), which never shows without JavaScript…
  needsJavaScriptTitle: 'This page needs JavaScript',
  needsJavaScriptText: 'Suuq needs JavaScript to run your cart, checkout and account. Turn it on in your browser, or keep browsing from the home page.',
  // …and of a public page the server did not draw this time (its render failed or was late; the static
  // page, served for every address when the render service is down): a reload may bring it.
  needsJavaScriptPublicText: 'Suuq could not show this page without JavaScript just now. Try again, turn JavaScript on in your browser, or keep browsing from the home page.',
  infoTitle: 'Coming soon',
  infoText: 'This information page is being written. For help now, email us or message us on WhatsApp.',
  outlineToggle: 'Show team areas',
  // A dialog or panel whose code did not arrive (offline, or the shop was just updated)
  didNotOpen: 'This did not open. Check your connection and try again.',
  // Session (spec §4)
  welcomeBack: 'Welcome back',
  sessionExpired: 'Session expired. Please login again.',
  // Spec §8 (the install prompt's and update toast's texts: pwa/pwaMessages.ts, loaded with them)
  offline: 'You are currently offline. Some features may be unavailable.',
};

// `messages`: the frame's server head reads these texts in the request's language (server/frame.tsx).
export const messages = createMessages('shell', {
  so: {
    ...en,
    home: 'Hoyga',
    advisor: 'Ila Tali',
    cart: 'Gaadhiga',
    account: 'Akoonkayga',
    categories: 'Qaybaha',
    closeCategories: 'Xir qaybaha',
    allCategories: 'Eeg dhammaan qaybaha',
    categoriesFailed: 'Qaybaha lama soo dejin karo.',
    menu: 'Liiska',
    searchPlaceholder: 'Raadi alaab…',
    searchButton: 'Raadi',
    remoteLoading: 'Soo dejinaya…',
    remoteFailedTitle: 'Qaybtan dukaanka lama soo dejin karin',
    remoteFailedText: 'Hubi internetkaaga oo isku day mar kale. Inta kale ee dukaanku way shaqaynaysaa.',
    remoteUpdatingTitle: 'Qaybtan dukaanka waa la cusboonaysiinayaa',
    remoteUpdatingText: 'Isku day mar kale wax yar kadib. Inta kale ee dukaanku way shaqaynaysaa.',
    tryAgain: 'Isku day mar kale',
    shopFailedTitle: 'Dukaanka lama soo dejin karin',
    shopFailedText: 'Hubi internetkaaga oo isku day mar kale.',
    goHome: 'Ku noqo bogga hore',
    needsJavaScriptTitle: 'Boggani wuxuu u baahan yahay JavaScript',
    needsJavaScriptText: 'Suuq wuxuu u baahan yahay JavaScript si uu u shaqeeyo gaadhigaaga, bixinta iyo akoonkaagu. Ka shid browser-kaaga, ama ka sii wad bogga hore.',
    needsJavaScriptPublicText: "Suuq ma soo bandhigi karin boggan JavaScript la'aan hadda. Isku day mar kale, JavaScript ka shid browser-kaaga, ama ka sii wad bogga hore.",
    infoTitle: 'Dhawaan',
    infoText: 'Boggan macluumaadka waa la qorayaa. Caawimaad hadda: noo soo dir email ama WhatsApp.',
    didNotOpen: 'Lama furi karin. Hubi internetkaaga oo isku day mar kale.',
    welcomeBack: 'Soo noqod wanaagsan',
    unreadBadge_one: '{{count}} ogeysiis aan la akhrin',
    unreadBadge_other: '{{count}} ogeysiis oo aan la akhrin',
  },
  en,
});
export const { t, useT } = messages;

