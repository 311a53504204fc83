import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getBus, resetBusForTests, type PayloadOf } from 'shared-events';
import { setLanguage } from 'shared-ui';
import type { Order, Review } from 'shared-api';
import { businessError, serve, type Answers } from '../testing/fakeApi';
import { anOrder } from '../testing/orders';
import { OrderDetailPage } from '../orders/OrderDetailPage';
import { ReviewsPage } from './ReviewsPage';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), api: jest.requireActual('../testing/fakeApi').pageApi }));

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/account/orders/:id" element={<OrderDetailPage />} />
        <Route path="/account/reviews" element={<ReviewsPage />} />
      </Routes>
    </MemoryRouter>,
  );

const review = (over: Partial<Review> = {}): Review => ({
  id: 7, order_id: 42, order_number: 'SQ-100042', product_id: 2, product_name: 'Shaah Kenya', product_slug: 'shaah-kenya',
  rating: 4, comment: 'Shaah fiican', created_at: '2026-11-24T08:42:00.000Z', ...over,
});

const answersFor = (order: Order, more: Answers = {}): Answers => ({
  order: () => ({ order }),
  orderAssignment: () => ({ assignment_status: 'unassigned', courier: null }),
  orderSeller: () => ({ sellers: [] }),
  reviewsUser: () => ({ reviews: [], total: 0 }),
  ...more,
});
const delivered = () => anOrder({ status: 'delivered', can_cancel: false, can_return: true });

let toasts: PayloadOf<'toast:show'>[] = [];
beforeAll(() => setLanguage('en'));
beforeEach(() => {
  resetBusForTests();
  toasts = [];
  getBus().on('toast:show').subscribe((toast) => toasts.push(toast));
});

describe('reviews on the order page', () => {
  test('an order not yet delivered has no Write a review', async () => {
    const { sent } = serve(answersFor(anOrder({ status: 'shipped', can_cancel: false })));
    renderAt('/account/orders/42');
    await screen.findByRole('heading', { level: 1, name: /Order SQ-100042/ });
    expect(screen.queryByRole('button', { name: /Write a review/ })).not.toBeInTheDocument();
    expect(sent('reviewsUser')).toEqual([]);
  });

  test('each product of a delivered order gets Write a review; a written one shows the review instead', async () => {
    const { sent } = serve(answersFor(delivered(), { reviewsUser: () => ({ reviews: [review()], total: 1 }) }));
    renderAt('/account/orders/42');
    const panel = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(panel).findByRole('button', { name: 'Write a review — Saliid qumbe' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Write a review — Shaah Kenya' })).not.toBeInTheDocument();
    expect(panel).toHaveTextContent('Shaah fiican');
    expect(within(panel).getByRole('img', { name: /Rated 4 out of 5/ })).toBeInTheDocument();
    expect(sent('reviewsUser')).toEqual([expect.objectContaining({ order_id: 42 })]);
  });

  test('the dialog asks for a rating first, then sends stars and comment and shows the review', async () => {
    const { sent } = serve(
      answersFor(delivered(), {
        reviewSubmit: (p) => ({ review: review({ id: 8, product_id: 1, product_name: 'Saliid qumbe', rating: Number(p.rating), comment: String(p.comment) }), product: { rating: 4.6, review_count: 31 }, message: 'Thank you for your review!' }),
      }),
    );
    renderAt('/account/orders/42');
    fireEvent.click(await screen.findByRole('button', { name: 'Write a review — Saliid qumbe' }));
    const dialog = screen.getByRole('dialog', { name: 'Review Saliid qumbe' });
    expect(within(dialog).getByRole('radio', { name: '1 star' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    const error = await within(dialog).findByText('Please choose a rating from 1 to 5 stars.');
    expect(within(dialog).getByRole('group', { name: 'Your rating' })).toHaveAttribute('aria-describedby', error.id);
    expect(sent('reviewSubmit')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    const comment = within(dialog).getByLabelText('Comment (optional)');
    expect(comment).toHaveAttribute('maxLength', '1000');
    fireEvent.change(comment, { target: { value: '  Saliid wanaagsan  ' } });
    expect(dialog).toHaveTextContent('980 left');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('reviewSubmit')).toEqual([{ order_id: 42, product_id: 1, rating: 5, comment: 'Saliid wanaagsan' }]);
    const panel = screen.getByRole('region', { name: 'Reviews' });
    expect(panel).toHaveTextContent('Saliid wanaagsan');
    expect(within(panel).queryByRole('button', { name: 'Write a review — Saliid qumbe' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Write a review — Shaah Kenya' })).toBeInTheDocument();
    expect(toasts).toEqual([{ kind: 'success', message: 'Thank you for your review!' }]);
  });

  test('a refusal stays in the dialog with the server’s message, nothing lost', async () => {
    serve(answersFor(delivered(), { reviewSubmit: () => businessError(409, 'You can review a product once its order has been delivered.', 'not_delivered') }));
    renderAt('/account/orders/42');
    fireEvent.click(await screen.findByRole('button', { name: 'Write a review — Shaah Kenya' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: '3 stars' }));
    fireEvent.change(within(dialog).getByLabelText('Comment (optional)'), { target: { value: 'Wacan' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You can review a product once its order has been delivered.');
    expect(within(dialog).getByLabelText('Comment (optional)')).toHaveValue('Wacan');
    expect(within(dialog).getByRole('radio', { name: '3 stars' })).toBeChecked();
  });
});

describe('/account/reviews', () => {
  test('lists the shopper’s reviews with product and order links', async () => {
    serve({ reviewsUser: () => ({ reviews: [review(), review({ id: 6, product_id: 1, product_name: 'Saliid qumbe', product_slug: 'saliid-qumbe', rating: 2, comment: '' })], total: 2 }) });
    renderAt('/account/reviews');
    expect(await screen.findByRole('link', { name: 'Shaah Kenya' })).toHaveAttribute('href', '/product/shaah-kenya');
    expect(screen.getAllByRole('link', { name: 'Order SQ-100042' })[0]).toHaveAttribute('href', '/account/orders/42');
    expect(screen.getByText('Shaah fiican')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /Rated \d out of 5/ }).map((i) => i.getAttribute('aria-label'))).toEqual(['Rated 4 out of 5', 'Rated 2 out of 5']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  test('no reviews yet: says where reviews come from', async () => {
    serve({ reviewsUser: () => ({ reviews: [], total: 0 }) });
    renderAt('/account/reviews');
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });
});
