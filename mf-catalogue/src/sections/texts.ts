import { createMessages } from 'shared-ui';

/**
 * Texts only the section pages show (a catalogue of its own, beside src/messages.ts), so they
 * arrive with those pages. Headings their skeletons draw ('Discounts', 'Related products') stay
 * in src/messages.ts.
 */
const en = {
  'section.notFound': 'Section not found',
  'section.notFoundText': 'This section does not exist. The link may be old or mistyped.',
  'page.relatedTo': 'More like',
  'section.watchLive': 'Watch live',
};

// `messages`: the server's head reads these texts in the request's language (shared-ui/text-in).
export const messages = createMessages('mf-catalogue-sections', {
  so: {
    'section.notFound': 'Qaybtan lama helin — Section not found',
    'section.notFoundText': 'Qaybtan ma jirto. Linkigu waa duug ama si khaldan ayaa loo qoray.',
    'page.relatedTo': 'Kuwa la mid ah',
    'section.watchLive': 'Daawo toos — Watch live',
  },
  en,
});
export const { t, useT } = messages;
