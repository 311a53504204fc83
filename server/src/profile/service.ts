/**
 * The shopper's own profile (spec §3 Profile): read and change name, phone, country, birth date,
 * and the language they read the shop in (their notifications follow it; mf-account sends it).
 */
import { eq } from 'drizzle-orm';
import type { ParamsOf, ResultOf, calls } from '../contract';
import { users } from '../db/schema-auth';
import type { AuthContext } from '../auth/context';
import { checkCountry, checkDateOfBirth, checkName, checkPhone } from '../auth/rules';
import { emailOrPhoneTaken, isUniqueViolation, userById, type UserRow } from '../auth/users';
import { BusinessError } from '../errors';
import { addressBook } from '../addresses/service';

type Profile = ResultOf<typeof calls.profile>['profile'];

type AddressBook = Pick<Profile, 'addresses' | 'default_address_id'>;
const NO_ADDRESSES: AddressBook = { addresses: [], default_address_id: null };

export function toProfile(u: UserRow, book: AddressBook = NO_ADDRESSES): Profile {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    country_code: u.dialCode,
    country: u.country,
    full_phone: u.fullPhone,
    // The Address shape of the address calls (the contract types them loosely).
    addresses: book.addresses,
    default_address_id: book.default_address_id,
    last_login: u.lastLoginAt?.toISOString() ?? null,
    date_of_birth: u.dateOfBirth,
    role: u.role,
    verified: u.verifiedAt !== null,
  };
}

const gone = () => new BusinessError(401, 'unauthorized', 'Authentication required: No valid token');

export async function readProfile(ctx: AuthContext, userId: number) {
  const user = await userById(ctx, userId);
  if (!user) throw gone();
  return { profile: toProfile(user, await addressBook(ctx, user.id)) };
}

export async function updateProfile(ctx: AuthContext, userId: number, p: ParamsOf<typeof calls.profileUpdate>) {
  const user = await userById(ctx, userId);
  if (!user) throw gone();
  const changes: Partial<typeof users.$inferInsert> = {};
  if (p.name !== undefined) changes.name = checkName(p.name);
  const country = checkCountry(p.country ?? user.country);
  if (p.country !== undefined) changes.country = country.name;
  if (p.phone !== undefined || (p.country !== undefined && country.dialCode !== user.dialCode)) {
    // A new country with another dial code needs a phone number that fits it.
    const phone = checkPhone(p.phone ?? user.fullPhone, country);
    if ((await emailOrPhoneTaken(ctx, '', phone.full, user.id)).phone) {
      throw new BusinessError(409, 'conflict', 'An account with this phone number already exists.');
    }
    Object.assign(changes, { dialCode: phone.dialCode, phone: phone.digits, fullPhone: phone.full });
  }
  if (p.language !== undefined && p.language !== user.language) changes.language = p.language;
  if (p.date_of_birth !== undefined) changes.dateOfBirth = p.date_of_birth === null ? null : checkDateOfBirth(p.date_of_birth, ctx.now());
  if (Object.keys(changes).length) {
    try {
      await ctx.db.update(users).set({ ...changes, updatedAt: ctx.now() }).where(eq(users.id, user.id));
    } catch (err) {
      if (isUniqueViolation(err)) throw new BusinessError(409, 'conflict', 'An account with this phone number already exists.');
      throw err;
    }
  }
  return { ...(await readProfile(ctx, user.id)), message: Object.keys(changes).length ? 'Profile updated' : 'Nothing to change' };
}
