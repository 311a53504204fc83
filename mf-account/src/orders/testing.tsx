/**
 * The order page (/account/orders/{id}) as its tests open it: one order's calls answered, a fresh
 * bus and the toasts it shows, English texts. Each test file still mocks shared-api itself
 * (jest.mock is hoisted per file).
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getBus, resetBusForTests, type PayloadOf } from 'shared-events';
import { setLanguage } from 'shared-ui';
import type { Order } from 'shared-api';
import type { Answers } from '../testing/fakeApi';
import { OrderDetailPage } from './OrderDetailPage';

export const renderAt = (path = '/account/orders/42') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/account/orders/:id" element={<OrderDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );

/** The calls of the detail page, answered for one order; `more` overrides some. */
export const answersFor = (order: Order, more: Answers = {}): Answers => ({
  order: () => ({ order }),
  orderAssignment: () => ({ assignment_status: 'unassigned', courier: null }),
  orderSeller: () => ({ sellers: [] }),
  ...more,
});

export const heading = () => screen.findByRole('heading', { level: 1, name: /Order SQ-100042/ });

/** The toasts the page asked for in the running test (emptied before each one). */
export const toasts: PayloadOf<'toast:show'>[] = [];

/** Registers the hooks every order page test needs: English, a fresh bus, no toasts yet. */
export function setUpOrderPage(): void {
  beforeAll(() => setLanguage('en'));
  beforeEach(() => {
    resetBusForTests();
    toasts.length = 0;
    getBus()
      .on('toast:show')
      .subscribe((toast) => toasts.push(toast));
  });
}
