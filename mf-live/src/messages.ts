import { createMessages } from 'shared-ui';
import { roomEn, roomSo } from './room/texts';

const en = {
  title: 'Live shopping',
  comingSoon: 'Live shopping rooms are being built by the live team.',
  ...roomEn,
};
export const { t, useT } = createMessages('mf-live', {
  so: { title: 'Iibka Tooska ah (Live)', comingSoon: 'Qolalka iibka tooska ah waxaa dhisaya kooxda live-ka.', ...roomSo },
  en,
});
