import { createMessages } from 'shared-ui';

/** The install prompt's and the update toast's texts: loaded with them, not on every first load. */
const en = {
  installTitle: 'Install Suuq',
  installText: 'Add the shop to your home screen: it opens quickly and works offline.',
  installButton: 'Install',
  installNotNow: 'Not now',
  appInstalled: 'Suuq is installed',
  updateReady: 'A new version of the shop is ready.',
  // Spec §4's words, in both languages.
  updateNow: 'Update now',
};

export const { t, useT } = createMessages('shell-pwa', {
  so: {
    installTitle: 'Ku rakib Suuq',
    installText: 'Ku dar dukaanka shaashadda taleefankaaga: si degdeg ah ayuu u furmaa, internet la’aanna wuu shaqeeyaa.',
    installButton: 'Rakib',
    installNotNow: 'Hadda maya',
    appInstalled: 'Suuq waa la rakibay',
    updateReady: 'Nooc cusub oo dukaanka ah ayaa diyaar ah.',
    updateNow: 'Update now',
  },
  en,
});
