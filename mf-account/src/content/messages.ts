import { createMessages } from 'shared-ui';

/** The footer's help pages: the parts every page shows (the pages' own texts are content/<page>/<language>.ts). */
const en = {
  'help.contactTitle': 'Need help?',
  'help.contactText': 'Our support team answers in Somali and English.',
  'help.more': 'More help',
};

export const { t, useT } = createMessages('mf-account-help', {
  so: {
    'help.contactTitle': 'Caawimaad ma u baahan tahay?',
    'help.contactText': 'Kooxda taageeradu waxay ku jawaabtaa af Soomaali iyo English.',
    'help.more': 'Caawimaad kale',
  },
  en,
});
