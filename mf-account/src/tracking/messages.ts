import { createMessages } from 'shared-ui';

/** Order tracking (/order-tracking). */
const en = {
  'tracking.title': 'Track an order',
  'tracking.intro': 'Enter the order number from your confirmation or your orders list.',
  'tracking.label': 'Order number',
  'tracking.hint': 'For example SQ-100042',
  'tracking.submit': 'Track',
  'tracking.required': 'Please enter an order number.',
  'tracking.badNumber': 'That is not an order number. Enter it as on your confirmation, for example SQ-100042.',
  'tracking.notFound': 'We could not find order {{number}} in your account. Check the number and try again.',
  'tracking.failed': 'The order could not be tracked.',
  'tracking.eta': 'Estimated delivery',
  'tracking.shipments': 'Shipments',
  'tracking.view': 'View order details',
};

export const { t, useT } = createMessages('mf-account-tracking', {
  so: {
    'tracking.title': 'La soco dalab',
    'tracking.intro': 'Geli lambarka dalabka ee ku qoran xaqiijintaada ama liiska dalabyadaada.',
    'tracking.label': 'Lambarka dalabka',
    'tracking.hint': 'Tusaale SQ-100042',
    'tracking.submit': 'Raadi',
    'tracking.required': 'Fadlan geli lambarka dalabka.',
    'tracking.badNumber': 'Taasi maaha lambar dalab. U geli sida ku qoran xaqiijintaada, tusaale SQ-100042.',
    'tracking.notFound': 'Dalabka {{number}} kuma jiro akoonkaaga. Hubi lambarka oo isku day mar kale.',
    'tracking.failed': 'Dalabka lama raadin karin.',
    'tracking.eta': 'Goorta la filayo',
    'tracking.shipments': 'Rarrada',
    'tracking.view': 'Eeg faahfaahinta dalabka',
  },
  en,
});
