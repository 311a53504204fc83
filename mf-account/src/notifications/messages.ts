import { createMessages } from 'shared-ui';

/** Notifications (spec §7, /account/notifications). */
const en = {
  'notifications.title': 'Notifications',
  'notifications.intro': 'News about your orders and your wallet.',
  'notifications.loading': 'Loading your notifications…',
  'notifications.failed': 'Your notifications could not be loaded.',
  'notifications.empty': 'No notifications yet',
  'notifications.emptyText': 'When an order moves on or your wallet changes, you will read it here.',
  'notifications.unread_one': '{{count}} unread notification',
  'notifications.unread_other': '{{count}} unread notifications',
  'notifications.allRead': 'All read',
  'notifications.markAll': 'Mark all as read',
  'notifications.markOne': 'Mark as read',
  'notifications.markOneFor': 'Mark as read: {{title}}',
  'notifications.new': 'New',
  'notifications.viewOrder': 'View order',
  'notifications.markFailed': 'Could not mark as read. Please try again.',
};

export const { t, useT } = createMessages('mf-account-notifications', {
  so: {
    'notifications.title': 'Ogeysiisyada',
    'notifications.intro': 'Warka dalabyadaada iyo wallet-kaaga.',
    'notifications.loading': 'Ogeysiisyada waa la soo rarayaa…',
    'notifications.failed': 'Ogeysiisyadaada lama soo rari karin.',
    'notifications.empty': 'Weli ogeysiis ma jiro',
    'notifications.emptyText': 'Marka dalab uu socdo ama wallet-kaagu isbeddelo, halkan ayaad ka akhrin doontaa.',
    'notifications.unread_one': '{{count}} ogeysiis aan la akhrin',
    'notifications.unread_other': '{{count}} ogeysiis aan la akhrin',
    'notifications.allRead': 'Dhammaan waa la akhriyay',
    'notifications.markAll': 'Calaamadee dhammaan inay akhriyeen',
    'notifications.markOne': 'Calaamadee akhriyay',
    'notifications.markOneFor': 'Calaamadee akhriyay: {{title}}',
    'notifications.new': 'Cusub',
    'notifications.viewOrder': 'Eeg dalabka',
    'notifications.markFailed': 'Lama calaamadin karin. Fadlan isku day mar kale.',
  },
  en,
});
