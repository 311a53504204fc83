/**
 * Every catalogue of the pages, imported first by routes.tsx so the bundle keeps the texts side by
 * side: their Somali and English phrases repeat across features and compress together (beside
 * each page instead, the pages' chunk was 1.2 KB gz larger than with the one messages.ts). Each
 * feature still imports its own catalogue; a catalogue missing here costs bytes, not texts.
 */
import './account/messages';
import './orders/messages';
import './orders/ReasonDialog.messages';
import './tracking/messages';
import './wallet/messages';
import './membership/messages';
import './profile/messages';
import './student/messages';
import './reviews/messages';
import './notifications/messages';
import './wishlist/messages';
import './advisor/messages';
import './content/messages';
import './addresses/messages';
import './content/customer-service/messages';
