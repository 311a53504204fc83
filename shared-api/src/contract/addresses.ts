/**
 * Delivery addresses of spec §3 and §7: the shopper's own, by the bearer token (never a user id in
 * the params). At most one is the default; the first one saved becomes it.
 * Only calls are exported as values: calls.ts spreads this module into `calls`.
 */
import Type, { type Static } from 'shared-schema';
import { defineCall, Success } from './define';
import { callRoutes } from './routes';
import { IdDigits, Text } from './bounds';

const Place = Text(80);

/** What a shopper fills in (spec §3 Address), plus where exactly and who to call on arrival. */
const AddressFields = {
  /** One of the shop's countries (spec §3 list); Somalia when missing. */
  country: Type.Optional(Place),
  /** Banadir when missing (spec §9). */
  region: Type.Optional(Place),
  city: Type.Optional(Place),
  district: Type.Optional(Place),
  /** 'Standard' or 'HAAD EXPRESS' (any spelling); Standard when missing. */
  delivery_method: Type.Optional(Text(40)),
  /** Street, building or a landmark the driver can find ('Near Hodan market, blue gate'). */
  details: Type.Optional(Text(200)),
  /** A phone the driver can call, dial code plus digits; the account's phone when missing. */
  phone: Type.Optional(Text(32)),
  is_default: Type.Optional(Type.Boolean()),
};

const Address = Type.Object({
  id: Type.Integer(),
  country: Type.String(),
  region: Type.String(),
  city: Type.String(),
  district: Type.String(),
  delivery_method: Type.String(),
  details: Type.String(),
  phone: Type.String(),
  is_default: Type.Boolean(),
});
export type Address = Static<typeof Address>;

export const addresses = defineCall(callRoutes.addresses, {
  params: Type.Object({}),
  result: Type.Object({ status: Success, addresses: Type.Array(Address), default_address_id: Type.Union([Type.Integer(), Type.Null()]) }),
});

/** 'Authentication required: No valid token' (spec §8) without a session. */
export const addressCreate = defineCall(callRoutes.addressCreate, {
  params: Type.Object(AddressFields),
  result: Type.Object({ status: Success, address: Address, message: Type.String() }),
});

/** Only the fields sent change; is_default true makes it the default, false is refused for the default itself. */
export const addressUpdate = defineCall(callRoutes.addressUpdate, {
  params: Type.Object({ id: IdDigits, ...AddressFields }),
  result: Type.Object({ status: Success, address: Address, message: Type.String() }),
});

/** Deleting the default makes the most recent other address the default. Orders keep their copy. */
export const addressDelete = defineCall(callRoutes.addressDelete, {
  params: Type.Object({ id: IdDigits }),
  result: Type.Object({ status: Success, message: Type.String(), default_address_id: Type.Union([Type.Integer(), Type.Null()]) }),
});
