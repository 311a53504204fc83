/**
 * The help and company pages of the footer (spec §2 Footer), in the shop's two languages: each
 * page's texts are content/<page>/<language>.ts. Facts there must match the shop: delivery fees and
 * times are server/src/delivery/zones.ts, order states and refunds server/src/orders/README.md,
 * points server/src/wallet/README.md. Change those and the pages together.
 */
import type { Language } from 'shared-ui';
import type { HelpPage } from './types';
import { en as faqEn } from './faq/en';
import { so as faqSo } from './faq/so';
import { en as shippingInfoEn } from './shipping-info/en';
import { so as shippingInfoSo } from './shipping-info/so';
import { en as billingInfoEn } from './billing-info/en';
import { so as billingInfoSo } from './billing-info/so';
import { en as returnsEn } from './returns/en';
import { so as returnsSo } from './returns/so';
import { en as aboutEn } from './about/en';
import { so as aboutSo } from './about/so';
import { en as businessEn } from './business/en';
import { so as businessSo } from './business/so';
import { en as platformsEn } from './platforms/en';
import { so as platformsSo } from './platforms/so';
import { en as termsEn } from './terms/en';
import { so as termsSo } from './terms/so';
import { en as legalEn } from './legal/en';
import { so as legalSo } from './legal/so';
import { en as influencerTermsEn } from './influencer-terms/en';
import { so as influencerTermsSo } from './influencer-terms/so';

export type { HelpPage, HelpSection } from './types';
export { CONTACT } from './contact';

export const HELP_PATHS = [
  '/faq',
  '/shipping-info',
  '/billing-info',
  '/returns',
  '/about',
  '/business',
  '/platforms',
  '/terms',
  '/legal',
  '/influencer-terms',
] as const;
export type HelpPath = (typeof HELP_PATHS)[number];

const en: Record<HelpPath, HelpPage> = {
  '/faq': faqEn,
  '/shipping-info': shippingInfoEn,
  '/billing-info': billingInfoEn,
  '/returns': returnsEn,
  '/about': aboutEn,
  '/business': businessEn,
  '/platforms': platformsEn,
  '/terms': termsEn,
  '/legal': legalEn,
  '/influencer-terms': influencerTermsEn,
};

const so: Record<HelpPath, HelpPage> = {
  '/faq': faqSo,
  '/shipping-info': shippingInfoSo,
  '/billing-info': billingInfoSo,
  '/returns': returnsSo,
  '/about': aboutSo,
  '/business': businessSo,
  '/platforms': platformsSo,
  '/terms': termsSo,
  '/legal': legalSo,
  '/influencer-terms': influencerTermsSo,
};

const CONTENT: Record<'so' | 'en', Record<HelpPath, HelpPage>> = { so, en };

export const helpPage = (path: HelpPath, language: Language): HelpPage =>
  CONTENT[language === 'en' ? 'en' : 'so'][path];
