import { createMessages } from 'shared-ui';

/**
 * Texts of a product listing's states (ProductListing, used by the section pages only): a
 * catalogue of its own, so the home page does not carry them. The listing's loading label and
 * back link stay in src/messages.ts: the skeletons and the page frame need them first.
 */
const en = {
  'list.empty': 'No products available at the moment',
  'list.error': 'We could not load these products. Please check your connection and try again.',
  'list.tryAgain': 'Try again',
};

export const { t, useT } = createMessages('mf-catalogue-listing', {
  so: {
    'list.empty': 'No products available at the moment',
    'list.error': 'Alaabta lama soo dejin karo. Fadlan hubi internetkaaga oo mar kale isku day.',
    'list.tryAgain': 'Isku day mar kale — Try again',
  },
  en,
});
