/**
 * The shape every mobile money gateway takes in the shop: push a purchase prompt to the payer's
 * phone, ask where a payment stands, refund one. Answers are one of four outcomes; a gateway that
 * did not answer in time (or whose answer could not be read) is 'pending', never a guess.
 */
import type { MobileMoneyProvider } from '../contract';

export interface PurchaseRequest {
  /** Ours, unique, sent as the gateway's referenceId: how a late answer finds the payment. */
  reference: string;
  /** Shown on the payer's statement (an order number or the recharge's id). */
  invoiceId: string;
  provider: MobileMoneyProvider;
  /** '+' and digits, dial code first. */
  phone: string;
  amountCents: number;
  description: string;
}

export type GatewayOutcome = 'approved' | 'declined' | 'failed' | 'pending';

export interface GatewayAnswer {
  outcome: GatewayOutcome;
  /** The gateway's code (WaafiPay responseCode) when it answered. */
  code?: string;
  /** The gateway's own words: a decline's reason, or why the answer is pending or failed. */
  message: string;
  transactionId?: string;
}

export interface RefundRequest {
  reference: string;
  transactionId: string | null;
  amountCents: number;
  description: string;
}

export interface MobileMoneyGateway {
  readonly name: string;
  /** Waits at most `waitMs` (the gateway holds the request while the prompt is on the phone). */
  purchase(req: PurchaseRequest, waitMs: number): Promise<GatewayAnswer>;
  /** Where the payment with our reference stands now. */
  status(reference: string): Promise<GatewayAnswer>;
  /** approved: the money is on its way back to the payer's account. */
  refund(req: RefundRequest): Promise<GatewayAnswer>;
}

/** Digits of a phone the way WaafiPay wants the account: dial code first, no '+' or '00'. */
export function accountNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('00') ? digits.slice(2) : digits;
}

/** '+' and digits, or null when it cannot be a mobile money account (8 to 15 digits). */
export function normalPhone(phone: string): string | null {
  const digits = accountNumber(phone.trim());
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
}

export const dollarsString = (cents: number) => (cents / 100).toFixed(2);
