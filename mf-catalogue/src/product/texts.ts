import { createMessages } from 'shared-ui';

/**
 * Texts of the product page: a catalogue of its own (beside src/messages.ts), so they arrive with
 * the page's chunk and not with the home page. The loading label stays in src/messages.ts: the
 * page's skeleton, shown while this code arrives, needs it first.
 */
const en = {
  'product.tryAgain': 'Try again',
  'product.backHome': 'Back to home',
  'product.inStock': 'In stock ({{count}} available)',
  'product.outOfStock': 'Out of stock',
  'product.brand': 'Brand',
  'product.origin': 'Origin',
  'product.seller': 'Seller',
  'product.stockLocations': 'Available at',
  'product.stockAt': '{{name}}: {{count}} in stock',
  'product.description': 'Description',
  'product.quantity': 'Quantity',
  'product.decrease': 'Decrease quantity',
  'product.increase': 'Increase quantity',
  'product.freeDelivery': 'Free delivery',
  'product.gallery': 'Product images',
  'product.showImage': 'Show image {{index}} of {{total}}',
  'product.home': 'Home',
  'product.breadcrumb': 'You are here',
  'product.video': 'Video',
  'product.leaflets': 'Leaflets',
  'product.leaflet': 'Leaflet {{index}} (opens in a new tab)',
};

export const { t, useT } = createMessages('mf-catalogue-product', {
  so: {
    'product.tryAgain': 'Isku day mar kale — Try again',
    'product.backHome': 'Ku noqo bogga hore',
    'product.inStock': 'Waa la hayaa ({{count}} ayaa diyaar ah)',
    'product.outOfStock': 'Waa dhammaaday — Out of stock',
    'product.brand': 'Summada',
    'product.origin': 'Meesha laga keenay',
    'product.seller': 'Iibiyaha',
    'product.stockLocations': 'Waxaa laga helaa',
    'product.stockAt': '{{name}}: {{count}} ayaa yaal',
    'product.description': 'Faahfaahin',
    'product.quantity': 'Tirada',
    'product.decrease': 'Yaree tirada',
    'product.increase': 'Kordhi tirada',
    'product.freeDelivery': 'Gaarsiin bilaash ah',
    'product.gallery': 'Sawirrada alaabta',
    'product.showImage': 'Tus sawirka {{index}} ee {{total}}',
    'product.home': 'Hoyga',
    'product.breadcrumb': 'Halkan ayaad joogtaa',
    'product.video': 'Muuqaal — Video',
    'product.leaflets': 'Warqado — Leaflets',
    'product.leaflet': 'Warqadda {{index}} (tab cusub ayay ku furmaysaa)',
  },
  en,
});
