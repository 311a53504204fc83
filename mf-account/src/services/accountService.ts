/**
 * mf-account's headless services, exposed as `./account-service`: the shell starts them once the
 * first page is up (or at a login, a wishlist command, an mf-account page). The wishlist owner
 * answers wishlist:* and fills the hearts; the unread counter feeds the header's badge; the
 * shopper's language is told to the server (their notifications follow it).
 */
import { startUnreadCount } from '../notifications/unreadCount';
import { startLanguagePreference } from '../profile/languagePreference';
import { startWishlistService } from '../wishlist/service';

export function startAccountService(): () => void {
  const stops = [startWishlistService(), startUnreadCount(), startLanguagePreference()];
  return () => stops.forEach((stop) => stop());
}
