import './catalogues';
import { Navigate, Route, Routes } from 'shared-router';
import { PageNotFound } from 'shared-federation';
import { ManageAddressPage } from './addresses/ManageAddressPage';
import { AccountPage } from './account/AccountPage';
import { OrderDetailPage } from './orders/OrderDetailPage';
import { TrackingPage } from './tracking/TrackingPage';
import { WalletPage } from './wallet/WalletPage';
import { MembershipPage } from './membership/MembershipPage';
import { ProfilePage } from './profile/ProfilePage';
import { HelpPage } from './content/HelpPage';
import { HELP_PATHS } from './content/pages';
import { ReviewsPage } from './reviews/ReviewsPage';
import { NotificationsPage } from './notifications/NotificationsPage';
import { WishlistPage } from './wishlist/WishlistPage';
import { AdvisorPage } from './advisor/AdvisorPage';
import { StudentDiscountPage } from './student/StudentDiscountPage';
import { CustomerServicePage } from './content/customer-service/CustomerServicePage';

/** The pages below this remote's prefixes; the shell mounts it for the whole prefix. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/manage-address" element={<ManageAddressPage />} />
      <Route path="/advisor" element={<AdvisorPage />} />
      <Route path="/wishlist" element={<WishlistPage />} />
      <Route path="/account" element={<AccountPage />} />
      <Route path="/account/orders" element={<Navigate to="/account" replace />} />
      {/* Spec §2 puts addresses under /account/* and names /manage-address: one page, one address. */}
      <Route path="/account/addresses" element={<Navigate to="/manage-address" replace />} />
      <Route path="/account/orders/:id" element={<OrderDetailPage />} />
      <Route path="/account/wallet" element={<WalletPage />} />
      <Route path="/account/membership" element={<MembershipPage />} />
      <Route path="/account/profile" element={<ProfilePage />} />
      <Route path="/account/reviews" element={<ReviewsPage />} />
      <Route path="/account/notifications" element={<NotificationsPage />} />
      <Route path="/order-tracking" element={<TrackingPage />} />
      <Route path="/student-discount" element={<StudentDiscountPage />} />
      <Route path="/customer-service" element={<CustomerServicePage />} />
      {HELP_PATHS.map((path) => (
        <Route key={path} path={path} element={<HelpPage path={path} />} />
      ))}
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
