/**
 * The calls of reviews and notifications, by name: the shell released with them (shared-api
 * 1.4.0) has them in its table, and mf-account needs that shell (its shared-api range).
 */
export const reviewSubmit = 'reviewSubmit';
export const reviewsUser = 'reviewsUser';
export const notifications = 'notifications';
export const notificationRead = 'notificationRead';
export const notificationsMarkAllRead = 'notificationsMarkAllRead';
