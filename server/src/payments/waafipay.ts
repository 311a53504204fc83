/**
 * WaafiPay's merchant API (EVC Plus, Zaad, Sahal): one endpoint, `POST {baseUrl}/asm`, a JSON
 * envelope naming the service. API_PURCHASE pushes the prompt to the payer's phone and answers
 * once the payer approved or refused it; responseCode '2001' is approved, '5206' cancelled by the
 * payer, '5310' declined. A request that outlives our wait is 'pending': the payment may still be
 * approved, so it is asked again later (status), never assumed either way.
 */
import { randomUUID } from 'node:crypto';
import { accountNumber, dollarsString, type GatewayAnswer, type MobileMoneyGateway, type PurchaseRequest, type RefundRequest } from './gateway';

export interface WaafiPaySettings {
  baseUrl: string;
  merchantUid: string;
  apiUserId: string;
  apiKey: string;
  /** Longest wait of a status query or a refund (a purchase waits as long as its caller says). */
  requestTimeoutMs: number;
  /** The service that tells where a transaction stands (see README: our choice, check with WaafiPay). */
  statusService: string;
}

export const APPROVED = '2001';
export const CANCELLED_BY_PAYER = '5206';
export const DECLINED = '5310';

export interface WaafiPayResponse {
  schemaVersion?: string;
  timestamp?: string;
  responseId?: string;
  responseCode?: string;
  errorCode?: string;
  responseMsg?: string;
  params?: { state?: string; referenceId?: string; transactionId?: string; txAmount?: string; description?: string } | null;
}

/** What a status answer's params.state says, upper-cased. */
const PENDING_STATES = new Set(['PENDING', 'INITIATED', 'IN_PROGRESS', 'PROCESSING']);
const DECLINED_STATES = new Set(['DECLINED', 'CANCELLED', 'CANCELED', 'REJECTED', 'FAILED', 'REVERSED']);

/** A purchase or refund answer in the shop's four outcomes. */
export function purchaseOutcome(res: WaafiPayResponse): GatewayAnswer {
  const code = res.responseCode ?? '';
  const message = res.params?.description || res.responseMsg || `WaafiPay answered ${code || 'without a code'}`;
  const transactionId = res.params?.transactionId || undefined;
  if (code === APPROVED) return { outcome: 'approved', code, message: res.responseMsg || 'Approved', transactionId };
  if (code === CANCELLED_BY_PAYER) return { outcome: 'declined', code, message: res.responseMsg || 'The payer cancelled the payment', transactionId };
  if (code === DECLINED) return { outcome: 'declined', code, message, transactionId };
  // Any other 5xxx is the payer's account or the payment refused; 4xxx/Exxxx are the request or
  // our credentials: nothing was taken, and trying again will not help until someone fixes it.
  if (/^5\d{3}$/.test(code)) return { outcome: 'declined', code, message, transactionId };
  return { outcome: 'failed', code, message, transactionId };
}

/** A status answer: approved, declined, or (unknown, not yet final) pending. */
export function statusOutcome(res: WaafiPayResponse): GatewayAnswer {
  const code = res.responseCode ?? '';
  const state = (res.params?.state ?? '').toUpperCase();
  const transactionId = res.params?.transactionId || undefined;
  if (code === APPROVED) {
    if (!state || state === 'APPROVED' || state === 'SUCCESS' || state === 'COMPLETED') return { outcome: 'approved', code, message: res.responseMsg || 'Approved', transactionId };
    if (DECLINED_STATES.has(state)) return { outcome: 'declined', code, message: res.params?.description || res.responseMsg || `The payment was ${state.toLowerCase()}`, transactionId };
    if (PENDING_STATES.has(state)) return { outcome: 'pending', code, message: 'Waiting for the payer to approve the payment', transactionId };
  }
  if (code === CANCELLED_BY_PAYER || code === DECLINED) return purchaseOutcome(res);
  // Not found, or a state we do not know: not final. The settle loop gives up after its checks.
  return { outcome: 'pending', code, message: res.responseMsg || 'The gateway has no final answer yet', transactionId };
}

const timedOut = (err: unknown) => {
  const name = (err as { name?: string }).name;
  return name === 'TimeoutError' || name === 'AbortError';
};

export function createWaafiPayGateway(s: WaafiPaySettings, fetchImpl: typeof fetch = fetch): MobileMoneyGateway {
  const url = `${s.baseUrl.replace(/\/+$/, '')}/asm`;
  const credentials = { merchantUid: s.merchantUid, apiUserId: s.apiUserId, apiKey: s.apiKey };

  async function send(serviceName: string, serviceParams: Record<string, unknown>, waitMs: number): Promise<WaafiPayResponse | { timeout: true } | { error: string }> {
    const body = {
      schemaVersion: '1.0',
      requestId: randomUUID(),
      timestamp: new Date().toISOString(),
      channelName: 'WEB',
      serviceName,
      serviceParams: { ...credentials, ...serviceParams },
    };
    try {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(waitMs),
      });
      const text = await res.text();
      try {
        return JSON.parse(text) as WaafiPayResponse;
      } catch {
        return { error: `WaafiPay answered HTTP ${res.status} without JSON` };
      }
    } catch (err) {
      if (timedOut(err)) return { timeout: true };
      return { error: `WaafiPay could not be reached (${(err as Error).message})` };
    }
  }

  return {
    name: 'waafipay',
    async purchase(req: PurchaseRequest, waitMs: number) {
      const res = await send(
        'API_PURCHASE',
        {
          paymentMethod: 'MWALLET_ACCOUNT',
          payerInfo: { accountNo: accountNumber(req.phone) },
          transactionInfo: {
            referenceId: req.reference,
            invoiceId: req.invoiceId,
            amount: dollarsString(req.amountCents),
            currency: 'USD',
            description: req.description,
          },
        },
        waitMs,
      );
      // Timed out or unreachable mid-request: the prompt may be on the phone; ask again later.
      if ('timeout' in res) return { outcome: 'pending', message: 'No answer from the payer yet' };
      if ('error' in res) return { outcome: 'pending', message: res.error };
      return purchaseOutcome(res);
    },
    async status(reference: string) {
      const res = await send(s.statusService, { referenceId: reference }, s.requestTimeoutMs);
      if ('timeout' in res) return { outcome: 'pending', message: 'The gateway did not answer the status query in time' };
      if ('error' in res) return { outcome: 'pending', message: res.error };
      return statusOutcome(res);
    },
    async refund(req: RefundRequest) {
      const res = await send(
        'API_REFUND',
        { referenceId: req.reference, transactionId: req.transactionId, amount: dollarsString(req.amountCents), description: req.description },
        s.requestTimeoutMs,
      );
      if ('timeout' in res) return { outcome: 'pending', message: 'The gateway did not answer the refund in time' };
      if ('error' in res) return { outcome: 'failed', message: res.error };
      return purchaseOutcome(res);
    },
  };
}
