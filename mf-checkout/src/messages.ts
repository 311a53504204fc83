import { createMessages } from 'shared-ui';
import { cartEn, cartSo } from './cart/texts';
import { checkoutEn, checkoutSo } from './checkout/texts';
import { confirmationEn, confirmationSo } from './confirmation/texts';

// One catalogue ('mf-checkout') made of each page's texts, kept beside the page (cart/, checkout/,
// confirmation/).
// Spec texts ('Added to Cart', 'Your cart is empty', the checkout's errors) stay exactly as the spec writes them, in both.
const en = {
  ...cartEn,
  'title:/checkout': 'Checkout',
  'title:/order-confirmation': 'Order confirmation',
  ...checkoutEn,
  ...confirmationEn,
};

export const { t, useT } = createMessages('mf-checkout', {
  so: {
    ...cartSo,
    'title:/checkout': 'Checkout',
    'title:/order-confirmation': 'Xaqiijinta dalabka',
    ...checkoutSo,
    ...confirmationSo,
  },
  en,
});
