import { createMessages, getI18n, type Language } from 'shared-ui';
import { roomEn, roomSo } from './room/texts';

const en = {
  title: 'Live shopping',
  comingSoon: 'Live shopping rooms are being built by the live team.',
  // The live list (src/list).
  'list.intro': 'Watch sellers show their products live and buy without leaving the stream.',
  'list.liveNow': 'Live now',
  'list.comingUp': 'Coming up',
  'list.watching': '{{viewers}} watching',
  'list.seller': 'by {{name}}',
  'list.watch': 'Watch now',
  'list.featured': 'Products in this stream',
  'list.more': '+{{count}} more',
  'list.starts': 'Starts',
  'list.remind': 'Remind me',
  'list.reminderSet': 'Reminder set',
  'list.reminderOn': 'We will tell you when “{{title}}” goes live.',
  'list.reminderOff': 'Reminder removed.',
  'list.reminderFailed': 'Could not change the reminder. Please try again.',
  'list.loginForReminder': 'Please log in to get a reminder.',
  'list.noneLive': 'Nobody is live right now',
  'list.noneLiveText': 'Sellers go live through the day. Set a reminder for a stream coming up and we will tell you when it starts.',
  'list.noneUpcoming': 'No streams are planned yet. Come back soon.',
  'list.loading': 'Loading live streams…',
  'list.error': 'Could not load the live streams',
  'list.errorText': 'Check your connection and try again.',
  'list.tryAgain': 'Try again',
  'list.backHome': 'Back to home',
  // The live list's head on the server (src/server/head.ts): title and link previews.
  'head.listDescription': 'Watch sellers on {{brand}} show their products live, and buy without leaving the stream. See who is live now and what is coming up.',
  'head.liveNowDescription': '{{count}} live now on {{brand}}: watch sellers show their products and buy without leaving the stream.',
  ...roomEn,
};
export const { namespace, t, useT } = createMessages('mf-live', {
  so: {
    title: 'Iibka Tooska ah (Live)',
    comingSoon: 'Qolalka iibka tooska ah waxaa dhisaya kooxda live-ka.',
    'list.intro': 'Daawo iibiyeyaasha oo alaabtooda si toos ah u soo bandhigaya, oo iibso adigoon ka bixin barnaamijka.',
    'list.liveNow': 'Hadda toos — Live now',
    'list.comingUp': 'Soo socda — Coming up',
    'list.watching': '{{viewers}} daawanaya',
    'list.seller': 'Iibiyaha: {{name}}',
    'list.watch': 'Daawo hadda',
    'list.featured': 'Alaabta barnaamijkan',
    'list.more': '+{{count}} kale',
    'list.starts': 'Wuxuu bilaabanayaa',
    'list.remind': 'I xasuusi — Remind me',
    'list.reminderSet': 'Xasuusin waa la dhigay — Reminder set',
    'list.reminderOn': 'Waan kuu sheegi doonnaa marka “{{title}}” uu toos u bilaabmo.',
    'list.reminderOff': 'Xasuusinta waa la saaray.',
    'list.reminderFailed': 'Xasuusinta lama beddeli karin. Fadlan mar kale isku day.',
    'list.loginForReminder': 'Fadlan soo gal si aad xasuusin u hesho.',
    'list.noneLive': 'Hadda qofna toos ma aha — Nobody is live right now',
    'list.noneLiveText': 'Iibiyeyaashu maalinta oo dhan ayay toos u baxaan. Xasuusin u dhig barnaamij soo socda, waxaanan kuu sheegi doonnaa marka uu bilaabmo.',
    'list.noneUpcoming': 'Weli barnaamij lama qorsheyn. Dhawaan dib u soo eeg.',
    'list.loading': 'Barnaamijyada tooska ah waa la soo dejinayaa…',
    'list.error': 'Barnaamijyada tooska ah lama soo dejin karin',
    'list.errorText': 'Hubi internetkaaga oo mar kale isku day.',
    'list.tryAgain': 'Isku day mar kale — Try again',
    'list.backHome': 'Ku noqo bogga hore',
    'head.listDescription': 'Ku daawo {{brand}} iibiyeyaasha oo alaabtooda si toos ah u soo bandhigaya, oo iibso adigoon ka bixin barnaamijka. Eeg cidda hadda toos ah iyo waxa soo socda.',
    'head.liveNowDescription': '{{count}} ayaa hadda toos ah {{brand}}: daawo iibiyeyaasha oo alaabtooda soo bandhigaya, oo iibso adigoon ka bixin barnaamijka.',
    ...roomSo,
  },
  en,
});

/**
 * A text in a given language, not the process's page language: a server-rendered page's head is
 * in the shopper's language from the request (the render entry's `lang`).
 */
export const textIn = (lang: Language, key: keyof typeof en, vars?: Record<string, string | number>): string =>
  String(getI18n().t([namespace, key], vars, lang));
