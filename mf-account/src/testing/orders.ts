/** Orders as the server answers them, for the account's tests (checked by the client against the contract). */
import type { Order, OrderSummary } from 'shared-api';

export function aSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: 42,
    order_number: 'SQ-100042',
    status: 'placed',
    group: 'active',
    created_at: '2026-11-24T10:42:00.000Z',
    total: 14.5,
    formatted_total: '$14.50',
    item_count: 3,
    names: ['Saliid qumbe', 'Shaah Kenya'],
    shipment_count: 1,
    ...overrides,
  };
}

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 42,
    order_number: 'SQ-100042',
    status: 'placed',
    group: 'active',
    created_at: '2026-11-24T10:42:00.000Z',
    updated_at: '2026-11-24T10:42:00.000Z',
    payment_method: 'cash_on_delivery',
    payment_status: 'unpaid',
    payment_provider: null,
    payment_phone: null,
    points_value_used: 0,
    address: {
      id: 7,
      country: 'Somalia',
      region: 'Banadir',
      city: 'Mogadishu',
      district: 'Hodan',
      delivery_method: 'Standard',
      details: 'Near KM4, house 12',
      phone: '+252611234567',
    },
    shipments: [
      {
        stock_location: { id: 1, name: 'Suuq Warehouse', city: 'Mogadishu', is_warehouse: true, seller_id: null },
        seller_name: null,
        lines: [
          { product_id: 1, variant_id: null, name: 'Saliid qumbe', slug: 'saliid-qumbe', price: 5, quantity: 2, line_total: 10 },
          { product_id: 2, variant_id: null, name: 'Shaah Kenya', slug: 'shaah-kenya', price: 2, quantity: 1, line_total: 2 },
        ],
        subtotal: 12,
        delivery_method: 'Standard',
        delivery_fee: 2.5,
        formatted_fee: '$2.50',
        free_delivery_reason: null,
        minimum_order_value: 50,
        estimated_delivery_time: '1-2 days',
        error: null,
      },
    ],
    subtotal: 12,
    delivery_fee: 2.5,
    total: 14.5,
    formatted_total: '$14.50',
    note: null,
    notes: [],
    timeline: [{ status: 'placed', at: '2026-11-24T10:42:00.000Z', note: null }],
    can_cancel: true,
    can_return: false,
    cancel_reason: null,
    return_reason: null,
    refund_method: null,
    ...overrides,
  };
}

/** The order after the server cancelled it with this reason. */
export const cancelled = (order: Order, reason: string): Order => ({
  ...order,
  status: 'cancelled',
  group: 'cancelled',
  can_cancel: false,
  cancel_reason: reason,
  timeline: [...order.timeline, { status: 'cancelled', at: '2026-11-24T11:05:00.000Z', note: reason }],
});
