import { createMessages } from 'shared-ui';

/**
 * The cart owner's own texts (its toasts and refusals): the service starts on every page once it
 * is up, so it carries these few rather than the whole checkout catalogue (../messages), which
 * only the checkout's pages need. 'Added to Cart' is the spec's text, the same in both.
 */
const en = {
  addedToCart: 'Added to Cart',
  'refused:missing-id': 'This item cannot be added to the cart: it has no product id.',
  'refused:missing-price': 'This item cannot be added to the cart: it has no valid price.',
  'refused:bad-quantity': 'The quantity must be at least 1.',
  notInCart: 'This item is no longer in your cart.',
};

export const { t } = createMessages('mf-checkout.cart', {
  so: {
    addedToCart: 'Added to Cart',
    'refused:missing-id': 'Alaabtan lama gelin karo gaadhiga: ma laha aqoonsi (id).',
    'refused:missing-price': 'Alaabtan lama gelin karo gaadhiga: qiimo sax ah ma laha.',
    'refused:bad-quantity': 'Tirada waa inay ugu yaraan noqotaa 1.',
    notInCart: 'Alaabtani hadda kuma jirto gaadhigaaga.',
  },
  en,
});
