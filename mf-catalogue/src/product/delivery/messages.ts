import { createMessages } from 'shared-ui';

/**
 * Texts of the product page's delivery card (a catalogue of its own, beside mf-catalogue's).
 * Spec texts are kept exactly: 'Failed to get product delivery info', 'Same-day delivery',
 * 'HAAD EXPRESS', 'Same day / Next day' (the server's time for express products).
 */
const en = {
  'delivery.title': 'Delivery',
  'delivery.country': 'Country',
  'delivery.region': 'Region',
  'delivery.district': 'District',
  'delivery.anyDistrict': 'Any district',
  'delivery.fee': 'Delivery fee',
  'delivery.free': 'Free delivery',
  'delivery.reason.free_delivery_product': 'This product always ships free.',
  'delivery.reason.minimum_order_reached': 'Orders of {{amount}} or more ship free.',
  'delivery.minimum': 'Free delivery on orders of {{amount}} or more.',
  'delivery.express': 'HAAD EXPRESS',
  'delivery.sameDay': 'Same-day delivery',
  'delivery.time': 'Estimated delivery',
  'delivery.shipsFrom': 'Ships from',
  'delivery.restock': 'ships once back in stock',
  'delivery.options': 'Delivery options',
  'delivery.loading': 'Loading delivery info…',
  'delivery.failed': 'Failed to get product delivery info',
  'delivery.tryAgain': 'Try again',
  'delivery.placesFailed': 'Could not load the list of places.',
  // Without scripts: sends the chosen place, and the page comes back with its fee.
  'delivery.show': 'Show the delivery fee',
};

export const { t, useT } = createMessages('mf-catalogue-delivery', {
  so: {
    'delivery.title': 'Gaarsiinta — Delivery',
    'delivery.country': 'Dalka',
    'delivery.region': 'Gobolka',
    'delivery.district': 'Degmada',
    'delivery.anyDistrict': 'Degmo kasta',
    'delivery.fee': 'Kharashka gaadsiinta',
    'delivery.show': 'Tus kharashka gaadsiinta',
    'delivery.free': 'Gaarsiin bilaash ah — Free delivery',
    'delivery.reason.free_delivery_product': 'Alaabtan had iyo jeer bilaash ayaa loo gaarsiiyaa.',
    'delivery.reason.minimum_order_reached': 'Dalabyada {{amount}} ama ka badan bilaash ayaa loo gaarsiiyaa.',
    'delivery.minimum': 'Gaarsiin bilaash ah dalabyada {{amount}} ama ka badan.',
    'delivery.express': 'HAAD EXPRESS',
    'delivery.sameDay': 'Same-day delivery',
    'delivery.time': 'Waqtiga la filayo',
    'delivery.shipsFrom': 'Waxaa laga soo diraa',
    'delivery.restock': 'waxaa la soo diraa marka la helo',
    'delivery.options': 'Hababka gaadsiinta',
    'delivery.loading': 'Macluumaadka gaadsiinta waa la soo dejinayaa…',
    'delivery.failed': 'Failed to get product delivery info',
    'delivery.tryAgain': 'Isku day mar kale — Try again',
    'delivery.placesFailed': 'Liiska meelaha lama soo dejin karo.',
  },
  en,
});
