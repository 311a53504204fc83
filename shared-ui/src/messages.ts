import { createMessages } from './i18n';

/** shared-ui's own texts. 'LIVE' and 'HAAD EXPRESS' stay as the spec writes them in both. */
export const { t, useT } = createMessages('shared-ui', {
  so: {
    close: 'Xir',
    loading: 'Soo dejinaya…',
    ratedOutOf: 'Qiimeyn: {{value}} ka mid ah 5',
    reviewCount_one: '{{count}} faallo',
    reviewCount_other: '{{count}} faallo',
    priceWas: 'Qiimihii hore',
    percentOffLabel: '{{percent}}% dhimis',
    live: 'LIVE',
    haadExpress: 'HAAD EXPRESS',
    errorTitle: 'Wax khalad ah ayaa dhacay',
    tryAgain: 'Try Again',
    showPassword: 'Muuji furaha sirta',
    hidePassword: 'Qari furaha sirta',
  },
  en: {
    close: 'Close',
    loading: 'Loading…',
    ratedOutOf: 'Rated {{value}} out of 5',
    reviewCount_one: '{{count}} review',
    reviewCount_other: '{{count}} reviews',
    priceWas: 'Was',
    percentOffLabel: '{{percent}}% off',
    live: 'LIVE',
    haadExpress: 'HAAD EXPRESS',
    errorTitle: 'Something went wrong',
    tryAgain: 'Try Again',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
});
