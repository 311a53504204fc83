/** Sellers and stock locations of spec §7. */
import Type from 'shared-schema';
import { defineCall, Success } from './define';
import { callRoutes } from './routes';
import { StockLocation } from './product';
import { Id, INT4_MAX, Text } from './bounds';

export const seller = defineCall(callRoutes.seller, {
  /** Checked by the server so a blank id answers 'Seller ID is required' (spec §8). */
  params: Type.Object({ id: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: INT4_MAX }), Text(20)])) }),
  result: Type.Object({
    status: Success,
    seller: Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      slug: Type.String(),
      city: Type.String(),
      country: Type.String(),
      rating: Type.Number({ minimum: 0, maximum: 5 }),
      stock_locations: Type.Array(StockLocation),
    }),
  }),
});

/** The shop's stock locations; one default location when none are configured. */
export const logisticsLocations = defineCall(callRoutes.logisticsLocations, {
  params: Type.Object({ seller_id: Type.Optional(Id) }),
  result: Type.Object({
    status: Success,
    locations: Type.Array(StockLocation),
    /** True when the answer is the default location because none are configured. */
    is_fallback: Type.Boolean(),
  }),
});
