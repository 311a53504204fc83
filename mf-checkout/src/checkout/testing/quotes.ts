import type { DeliveryGroup, DeliveryQuote, Order } from 'shared-api';

export const group = (id: number, name: string, extra: Partial<DeliveryGroup> = {}): DeliveryGroup => ({
  stock_location: { id, name, city: 'Mogadishu', is_warehouse: true, seller_id: null },
  seller_name: null,
  lines: [],
  subtotal: 0,
  delivery_method: 'Standard',
  delivery_fee: 2.5,
  formatted_fee: '$2.50',
  free_delivery_reason: null,
  minimum_order_value: 50,
  estimated_delivery_time: '1-2 days',
  error: null,
  ...extra,
});

export const quotedLine = (product_id: number, name: string, price: number, quantity: number) => ({
  product_id,
  variant_id: null,
  name,
  slug: name.toLowerCase(),
  price,
  quantity,
  line_total: Math.round(price * quantity * 100) / 100,
});

/** Two stock locations: Hodan's fee, Bakaara's failed; one line the shop cannot sell. */
export const twoLocations: DeliveryQuote = {
  status: 'success',
  groups: [
    group(1, 'Hodan Warehouse', { lines: [quotedLine(1, 'Saliid', 4, 2)], subtotal: 8, delivery_fee: 2.5, formatted_fee: '$2.50', estimated_delivery_time: 'Same day / Next day' }),
    group(2, 'Bakaara Store', {
      lines: [quotedLine(2, 'Shaah', 1.25, 1)],
      subtotal: 1.25,
      delivery_fee: null,
      formatted_fee: null,
      error: 'Unable to calculate fee for Bakaara Store',
    }),
  ],
  unavailable: [],
  subtotal: 9.25,
  delivery_fee: 2.5,
  formatted_fee: '$2.50',
  total: 11.75,
  formatted_total: '$11.75',
};

export const order = (id: number, extra: Partial<Order> = {}): Order => ({
  id,
  order_number: `SQ-${100000 + id}`,
  status: 'placed',
  group: 'active',
  created_at: '2026-11-24T03:00:00.000Z',
  updated_at: '2026-11-24T03:00:00.000Z',
  payment_method: 'cash_on_delivery',
  payment_status: 'unpaid',
  payment_provider: null,
  payment_phone: null,
  points_value_used: 0,
  address: { id: 4, country: 'Somalia', region: 'Banadir', city: 'Mogadishu', district: 'Hodan', delivery_method: 'Standard', details: 'Blue gate', phone: '+252611234567' },
  shipments: [
    group(1, 'Hodan Warehouse', { lines: [quotedLine(1, 'Saliid', 4, 2)], subtotal: 8, estimated_delivery_time: 'Same day / Next day' }),
    group(2, 'Bakaara Store', { lines: [quotedLine(2, 'Shaah', 1.25, 1)], subtotal: 1.25, delivery_fee: 0, formatted_fee: '$0.00', free_delivery_reason: 'free_delivery_product' }),
  ],
  subtotal: 9.25,
  delivery_fee: 2.5,
  total: 11.75,
  formatted_total: '$11.75',
  note: null,
  notes: [],
  timeline: [{ status: 'placed', at: '2026-11-24T03:00:00.000Z', note: null }],
  can_cancel: true,
  can_return: false,
  cancel_reason: null,
  return_reason: null,
  refund_method: null,
  ...extra,
});
