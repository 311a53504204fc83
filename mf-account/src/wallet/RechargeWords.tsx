import type { ReactNode } from 'react';
import { MOBILE_MONEY_NAMES, type Recharge } from 'shared-api';
import { useLanguage } from 'shared-ui';
import { gatewayReason } from 'shared-api/contract/gateway-reason';
import type { useT } from './messages';

/**
 * The gateway's reason for a decline, as its own words: 'Sahal: “not enough balance…”'. The API
 * sends no reason code, only the gateway's free text, in English: on a page in another language it
 * is quoted, not read as part of the page's sentence, and marked English so a screen reader says
 * it in English.
 */
export function GatewayWords({ recharge, reason }: { recharge: Recharge; reason: string }) {
  return (
    <>
      {MOBILE_MONEY_NAMES[recharge.provider]}: “<span lang="en">{reason}</span>”
    </>
  );
}

/** The gateway's reason can read inside the page's own sentence: the page is in its language, English. */
export function useReasonInline(): boolean {
  return useLanguage() === 'en';
}

/**
 * What the page says of a recharge not credited, or null. Pending and failed in its own words,
 * from the recharge's fields: the server's message is English whatever the page's language
 * (server/src/payments: recharge.ts messageOf, settle.ts GAVE_UP), so it is never shown for them.
 * Declined: only the gateway knows why, so its reason (without the server's 'Payment declined:',
 * which the status already says), quoted on a page not in English (`inline`: useReasonInline).
 */
export function rechargeDetail(recharge: Recharge, t: ReturnType<typeof useT>, inline: boolean): ReactNode {
  switch (recharge.payment_status) {
    case 'pending':
      return t('recharge.pendingDetail', { phone: recharge.phone });
    case 'failed':
      return `${t('recharge.failedDetail', { provider: MOBILE_MONEY_NAMES[recharge.provider] })} ${moneyLeftHint(recharge, t)}`;
    case 'declined': {
      const reason = gatewayReason(recharge.message);
      if (!reason) return null;
      return inline ? reason : <GatewayWords recharge={recharge} reason={reason} />;
    }
    default:
      return null;
  }
}

/** What to do if the phone's money left anyway: the failed recharge's amount and phone to quote to us. */
export const moneyLeftHint = (recharge: Recharge, t: ReturnType<typeof useT>): string =>
  t('recharge.moneyLeft', { amount: recharge.formatted_amount, phone: recharge.phone });
