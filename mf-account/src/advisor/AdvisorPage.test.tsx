import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getBus, resetBusForTests } from 'shared-events';
import { cartAddV2, type CartAddV2 } from 'shared-events/definitions/cart';
import { setLanguage } from 'shared-ui';
import type { AdvisorSuggestion } from 'shared-api';
import { businessError, serve } from '../testing/fakeApi';
import { AdvisorPage } from './AdvisorPage';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), api: jest.requireActual('../testing/fakeApi').pageApi }));

const product = (id: number, name: string, price: number, over: Partial<AdvisorSuggestion['product']> = {}): AdvisorSuggestion['product'] => ({
  id, name, name_so: name, slug: name.toLowerCase().replace(/\W+/g, '-'), price, oldPrice: null, category: 'Skincare', category_so: 'Daryeelka Maqaarka', category_id: 3, category_slug: 'skincare',
  brand: 'Karite', origin: 'Kenya', rating: 4.6, review_count: 120, sold_count: 5, quantity: 10, isOutOfStock: false, isHaadExpress: false,
  isLiveStream: false, freeDelivery: false, has_videos: false, has_leaflets: false, imageUrl: `/api/product-image/${id}`, seller_id: null, ...over,
});
const shea = { product: product(7, 'Shea Butter Cream', 6.5), reasons: ['Good for dry skin: shea', 'Within your budget of $20.00 — $6.50'] };
const soap = { product: product(8, 'Face Soap', 2.99, { isOutOfStock: true, quantity: 0 }), reasons: ['Matches "face"'] };

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/advisor']}>
      <AdvisorPage />
    </MemoryRouter>,
  );
const describe_ = (text: string) => fireEvent.change(screen.getByLabelText('Describe what you need'), { target: { value: text } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Get suggestions' }));

beforeAll(() => setLanguage('en'));
beforeEach(() => resetBusForTests());

describe('/advisor (Ila Tali)', () => {
  test('sends the need, skin type, budget and for whom; shows each suggestion with its link, price and reasons', async () => {
    const { sent } = serve({ advisorSuggest: () => ({ suggestions: [shea, soap] }), advisorQuestions: () => ({ questions: [] }) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Ila Tali' })).toBeVisible();
    describe_('cream for my face');
    fireEvent.click(screen.getByRole('radio', { name: 'Dry' }));
    fireEvent.change(screen.getByLabelText('Budget (US$)'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Who is it for?'), { target: { value: 'mother' } });
    submit();
    const heading = await screen.findByRole('heading', { name: 'Ila Tali suggests 2 products' });
    expect(heading.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(sent('advisorSuggest')).toEqual([{ need: 'cream for my face', skin_type: 'dry', budget: 20, for_whom: 'mother' }]);
    const cards = screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-product-id'));
    expect(within(cards[0]!).getByRole('link', { name: 'Shea Butter Cream' })).toHaveAttribute('href', '/product/shea-butter-cream');
    expect(cards[0]).toHaveTextContent('$6.50');
    expect(within(cards[0]!).getByText('Good for dry skin: shea')).toBeVisible();
    expect(within(cards[1]!).getByText('Out of stock')).toBeVisible();
    expect(within(cards[1]!).queryByRole('button')).toBeNull();
  });

  test('Add to cart sends cart:add with the product', async () => {
    serve({ advisorSuggest: () => ({ suggestions: [shea] }), advisorQuestions: () => ({ questions: [] }) });
    const got: CartAddV2[] = [];
    getBus().handle(cartAddV2, (p) => (got.push(p), { ok: true }));
    renderPage();
    describe_('shea');
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Shea Butter Cream to cart' }));
    await waitFor(() => expect(got).toEqual([{ line: { product_id: 7, name: 'Shea Butter Cream', price: 6.5, image: '/api/product-image/7', quantity: 1, slug: 'shea-butter-cream', freeDelivery: false } }]));
  });

  test('an empty need or a budget that is not money: the error is tied to its field and nothing is sent', async () => {
    const { sent } = serve({ advisorQuestions: () => ({ questions: [] }) });
    renderPage();
    submit();
    const need = screen.getByLabelText('Describe what you need');
    expect(need).toHaveAttribute('aria-invalid', 'true');
    expect(need).toHaveAccessibleDescription(expect.stringContaining('Describe what you need, e.g. "cream for dry skin".'));
    expect(need).toHaveFocus();
    describe_('timo');
    fireEvent.change(screen.getByLabelText('Budget (US$)'), { target: { value: 'ten' } });
    submit();
    expect(screen.getByLabelText('Budget (US$)')).toHaveAccessibleDescription(expect.stringContaining('Enter an amount in dollars, e.g. 20 or 12.50.'));
    expect(sent('advisorSuggest')).toEqual([]);
    // Nor later: the page's one request of its own (the past questions) is answered, and only it went.
    await waitFor(() => expect(sent('advisorQuestions')).toEqual([{ limit: 5 }]));
    expect(sent('advisorSuggest')).toEqual([]);
  });

  test('nothing found: the empty state points to a human advisor', async () => {
    serve({ advisorSuggest: () => ({ suggestions: [], message: 'none' }), advisorQuestions: () => ({ questions: [] }) });
    renderPage();
    describe_('tractor');
    submit();
    expect(await screen.findByText('No suggestions for that yet')).toBeVisible();
    expect(screen.getByText(/ask a human advisor below/)).toBeVisible();
  });

  test('an error keeps what was typed; Try again asks again and shows the answer', async () => {
    let fail = true;
    serve({ advisorSuggest: () => (fail ? 'network' : { suggestions: [shea] }), advisorQuestions: () => ({ questions: [] }) });
    renderPage();
    describe_('maqaar');
    submit();
    expect(await screen.findByText('Ila Tali could not reach the shop')).toBeVisible();
    expect(screen.getByLabelText('Describe what you need')).toHaveValue('maqaar');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Ila Tali suggests 1 product' })).toBeVisible();
  });

  test('Ask a human advisor: the question follows the need, goes with the products shown, the reply number is said and the question listed', async () => {
    const asked: { id: number; question: string; question_status: 'sent'; reply_to: string; created_at: string }[] = [];
    const { sent } = serve({
      advisorSuggest: () => ({ suggestions: [shea] }),
      advisorAsk: (p) => {
        asked.push({ id: 1, question: String(p.question), question_status: 'sent', reply_to: '+252612345678', created_at: '2026-11-24T08:42:00.000Z' });
        return { question_status: 'sent', reply_to: '+252612345678', message: 'ok' };
      },
      advisorQuestions: () => ({ questions: [...asked] }),
    });
    renderPage();
    describe_('cream for dry skin');
    submit();
    await screen.findByRole('heading', { name: 'Ila Tali suggests 1 product' });
    expect(screen.getByLabelText('Your question')).toHaveValue('cream for dry skin');
    fireEvent.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    expect(await screen.findByText('Sent. An advisor will reply on WhatsApp to +252612345678.')).toBeVisible();
    expect(sent('advisorAsk')).toEqual([{ question: 'cream for dry skin', suggested_ids: [7] }]);
    const past = await screen.findByRole('region', { name: 'Your questions' });
    expect(within(past).getByRole('listitem')).toHaveTextContent(/cream for dry skin.*Sent/);
  });

  test('Ask: a phone without its dial code is refused at the field; the server\'s refusal is shown as it says it', async () => {
    const { sent } = serve({
      advisorAsk: () => businessError(429, 'You have sent 3 questions in the last hour. Please try again in 20 minutes.'),
      advisorQuestions: () => ({ questions: [] }),
    });
    renderPage();
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'Udgoon hooyo?' } });
    fireEvent.change(screen.getByLabelText('WhatsApp number for the reply'), { target: { value: '0612345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    expect(screen.getByLabelText('WhatsApp number for the reply')).toHaveAccessibleDescription(expect.stringContaining('Enter the phone number with its dial code'));
    expect(sent('advisorAsk')).toEqual([]);
    fireEvent.change(screen.getByLabelText('WhatsApp number for the reply'), { target: { value: '+252 61 234 5678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send on WhatsApp' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have sent 3 questions in the last hour. Please try again in 20 minutes.');
    expect(sent('advisorAsk')).toEqual([{ question: 'Udgoon hooyo?', phone: '+252612345678' }]);
  });
});
