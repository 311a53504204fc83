import { Route, Routes } from 'shared-router';
import { PageNotFound } from 'shared-federation';
import { CartPage } from './cart/CartPage';
import { CheckoutPage } from './checkout/CheckoutPage';
import { ConfirmationPage } from './confirmation/ConfirmationPage';

/**
 * The pages below this remote's prefixes (/cart/*, /checkout/*, /order-confirmation/*): the shell
 * mounts the remote for the whole prefix, so a new page here needs no shell release.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/cart" element={<CartPage />} />
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="/order-confirmation" element={<ConfirmationPage />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
