/**
 * The Student & Grad discount (spec §1): a shopper proves a school e-mail with a 6-digit code sent
 * there, and for STUDENT_DISCOUNT.validMonths their orders' items cost STUDENT_DISCOUNT.percent
 * less (at most the cap per order). The bearer's own; without a session every call answers 401.
 * One school e-mail verifies one account only. Only calls are exported as values.
 */
import Type, { type Static } from 'shared-schema';
import { defineCall, Success } from './define';
import { callRoutes } from './routes';
import { Text } from './bounds';
import { STUDENT_DISCOUNT_STATUSES, STUDENT_KINDS } from './student-rules';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

const StudentDiscount = Type.Object({
  status: Type.Enum(STUDENT_DISCOUNT_STATUSES),
  kind: Nullable(Type.Enum(STUDENT_KINDS)),
  /** Masked ('h***@simad.edu.so'); null with status 'none'. */
  school_email: Nullable(Type.String()),
  /** The percentage off the items and the most it takes off one order (dollars). */
  percent: Type.Number(),
  cap: Type.Number(),
  /** ISO 8601; null until verified. */
  valid_until: Nullable(Type.String()),
});
export type StudentDiscount = Static<typeof StudentDiscount>;

/** Sends a code to the school e-mail (only academic addresses); 429 within the 60-s cooldown. */
export const studentDiscountRequest = defineCall(callRoutes.studentDiscountRequest, {
  params: Type.Object({ school_email: Text(254, 3), kind: Type.Enum(STUDENT_KINDS) }),
  result: Type.Object({ status: Success, discount: StudentDiscount, cooldown_seconds: Type.Integer(), message: Type.String() }),
});

/** The code from the school e-mail; a wrong one says how many tries are left. */
export const studentDiscountVerify = defineCall(callRoutes.studentDiscountVerify, {
  params: Type.Object({ code: Text(12, 1) }),
  result: Type.Object({ status: Success, discount: StudentDiscount, message: Type.String() }),
});

export const studentDiscountStatus = defineCall(callRoutes.studentDiscountStatus, {
  params: Type.Object({}),
  result: Type.Object({ status: Success, discount: StudentDiscount }),
});
