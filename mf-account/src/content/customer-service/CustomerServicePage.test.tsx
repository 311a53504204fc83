import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getBus, resetBusForTests } from 'shared-events';
import { BRAND, setLanguage } from 'shared-ui';
import { aSummary } from '../../testing/orders';
import { businessError, serve } from '../../testing/fakeApi';
import { SUPPORT_CONTACT } from 'shared-ui/support-contact';
import { CustomerServicePage } from './CustomerServicePage';
import { t } from './messages';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), api: jest.requireActual('../../testing/fakeApi').pageApi }));

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/customer-service']}>
      <CustomerServicePage />
    </MemoryRouter>,
  );
const logIn = (id = 5) =>
  act(() => getBus().publish('session:changed', { loggedIn: true, token: 't', user: { id, name: 'Hodan Ali', email: 'hodan@example.so', role: 'customer' } }));
const logOut = () => act(() => getBus().publish('session:changed', { loggedIn: false, token: null, user: null }));
const sent = (over: Record<string, unknown> = {}) => ({ status: 'success', reference: 'CS-100007', reply_by: 'phone', order_number: null, message: 'ok', ...over });

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
function fill(values: { name?: string; contact?: string; topic?: string; message?: string }) {
  if (values.name !== undefined) fireEvent.change(field(t('name')), { target: { value: values.name } });
  if (values.contact !== undefined) fireEvent.change(field(t('contact')), { target: { value: values.contact } });
  if (values.topic !== undefined) fireEvent.change(field(t('topic')), { target: { value: values.topic } });
  if (values.message !== undefined) fireEvent.change(field(t('message')), { target: { value: values.message } });
}
const send = () => fireEvent.click(screen.getByRole('button', { name: t('send') }));

beforeAll(() => setLanguage('en'));
beforeEach(() => {
  resetBusForTests();
  sessionStorage.clear();
});

describe('/customer-service', () => {
  test('contact details from BRAND: WhatsApp (wa.me), phone (tel:), e-mail (mailto:) and the opening hours', () => {
    serve({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: t('title') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/252610000000');
    expect(screen.getByRole('link', { name: '+252 61 000 0000' })).toHaveAttribute('href', `tel:${SUPPORT_CONTACT.phone}`);
    expect(screen.getByRole('link', { name: BRAND.supportEmail })).toHaveAttribute('href', 'mailto:support@suuq.so');
    expect(screen.getByText('Saturday – Thursday: 08:00 – 20:00')).toBeInTheDocument();
    expect(screen.getByText('Friday: 14:00 – 20:00')).toBeInTheDocument();
  });

  test('in Somali: the texts come from the Somali catalogue', () => {
    serve({});
    act(() => setLanguage('so'));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Adeegga Macaamiisha' })).toBeInTheDocument();
    expect(screen.getByText('Sabti – Khamiis: 08:00 – 20:00')).toBeInTheDocument();
    act(() => setLanguage('en'));
  });

  test('empty or wrong fields: each error is tied to its field, the first gets the focus, nothing is sent', async () => {
    const server = serve({});
    renderPage();
    fill({ contact: '0612345678', message: 'help' });
    send();
    const name = field(t('name'));
    await waitFor(() => expect(name).toHaveFocus());
    for (const [label, text] of [
      [t('name'), t('nameRequired')],
      [t('contact'), t('contactInvalid')],
      [t('topic'), t('topicRequired')],
      [t('message'), t('messageShort', { min: 10 })],
    ]) {
      expect(field(label!)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label!)).toHaveAccessibleDescription(expect.stringContaining(text!));
    }
    expect(server.sent('supportMessage')).toEqual([]);
  });

  test('logged out: no order picker; sent without a token; the confirmation with its reference is announced and focused', async () => {
    const server = serve({ supportMessage: () => sent() });
    renderPage();
    expect(screen.queryByLabelText(t('order'))).toBeNull();
    fill({ name: 'Hodan', contact: '+252 61 234 5678', topic: 'delivery', message: 'My parcel has not arrived.' });
    send();
    expect(screen.getByRole('button', { name: t('sending') })).toBeDisabled();
    const status = await screen.findByRole('status');
    await waitFor(() => expect(within(status).getByText(t('sentReference', { reference: 'CS-100007' }))).toBeInTheDocument());
    expect(within(status).getByRole('heading', { name: t('sentTitle') })).toHaveFocus();
    expect(within(status).getByText(t('sentReply:phone', { contact: '+252 61 234 5678' }))).toBeInTheDocument();
    expect(server.sent('supportMessage')).toEqual([{ name: 'Hodan', contact: '+252 61 234 5678', topic: 'delivery', message: 'My parcel has not arrived.' }]);
    expect(server.requests.find((r) => r.path === '/api/support/messages')?.headers.Authorization).toBeUndefined();
  });

  test('logged in: name and e-mail filled in, the picker lists their orders, the order picked goes with the token', async () => {
    const server = serve({
      orders: () => ({ status: 'success', orders: [aSummary({ id: 42, order_number: 'SQ-100042' }), aSummary({ id: 43, order_number: 'SQ-100043' })], total: 2 }),
      supportMessage: () => sent({ reply_by: 'email', order_number: 'SQ-100043' }),
    });
    renderPage();
    logIn();
    expect(field(t('name')).value).toBe('Hodan Ali');
    expect(field(t('contact')).value).toBe('hodan@example.so');
    const picker = field(t('order'));
    await waitFor(() => expect(within(picker).getByRole('option', { name: 'SQ-100043 · 24 Nov 2026 · $14.50' })).toBeInTheDocument());
    fireEvent.change(picker, { target: { value: '43' } });
    fill({ topic: 'order', message: 'Can I change the address of this order?' });
    send();
    await screen.findByText(t('sentOrder', { number: 'SQ-100043' }));
    expect(server.sent('supportMessage')).toEqual([
      { name: 'Hodan Ali', contact: 'hodan@example.so', topic: 'order', message: 'Can I change the address of this order?', order_id: 43 },
    ]);
    expect(server.requests.find((r) => r.path === '/api/support/messages')?.headers.Authorization).toBe('Bearer test-token');
  });

  test('a failure keeps what was typed and offers Try again and WhatsApp; Try again sends it', async () => {
    let fail = true;
    serve({ supportMessage: () => (fail ? businessError(503, 'Service temporarily unavailable') : sent()) });
    renderPage();
    fill({ name: 'Hodan', contact: 'hodan@example.so', topic: 'payment', message: 'My EVC payment did not go through.' });
    send();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t('failed'));
    expect(within(alert).getByRole('link', { name: t('whatsappAction') })).toHaveAttribute('href', BRAND.social.whatsapp);
    expect(field(t('message')).value).toBe('My EVC payment did not go through.');
    expect(field(t('contact')).value).toBe('hodan@example.so');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: t('tryAgain') }));
    expect(await screen.findByText(t('sentReference', { reference: 'CS-100007' }))).toBeInTheDocument();
  });

  test('a message written as the session ran out comes back after logging in again, to the same shopper only', async () => {
    serve({ orders: () => ({ status: 'success', orders: [], total: 0 }) });
    const ordersLoaded = () => waitFor(() => expect(field(t('order'))).toBeEnabled());
    const first = renderPage();
    logIn(5);
    await ordersLoaded();
    fill({ topic: 'delivery', message: 'Where is my parcel? It was due yesterday.' });
    // Send met a 401: the session-expired flow logs out and leaves the page for /home.
    logOut();
    first.unmount();

    const back = renderPage();
    expect(field(t('message')).value).toBe('');
    logIn(5);
    await waitFor(() => expect(field(t('message')).value).toBe('Where is my parcel? It was due yesterday.'));
    expect(field(t('topic')).value).toBe('delivery');
    await ordersLoaded();
    logOut();
    back.unmount();

    // Someone else logging in on this tab gets an empty form.
    renderPage();
    logIn(6);
    await ordersLoaded();
    expect(field(t('name')).value).toBe('Hodan Ali');
    expect(field(t('message')).value).toBe('');
  });

  test("a guest's draft survives a reload, never replaces what is typed, and is forgotten once sent", async () => {
    serve({ supportMessage: () => sent() });
    const first = renderPage();
    fill({ name: 'Hodan', contact: 'hodan@example.so', topic: 'payment', message: 'My EVC payment did not go through.' });
    first.unmount();

    const second = renderPage();
    await waitFor(() => expect(field(t('message')).value).toBe('My EVC payment did not go through.'));
    expect(field(t('name')).value).toBe('Hodan');
    fill({ name: 'Hodan Ali' });
    send();
    expect(await screen.findByText(t('sentReference', { reference: 'CS-100007' }))).toBeInTheDocument();
    second.unmount();

    renderPage();
    expect(field(t('message')).value).toBe('');
    expect(field(t('name')).value).toBe('');
  });

  test("the server's refusals in the shopper's language: the hourly limit, another's order, a reply address it cannot use", async () => {
    const answers = [businessError(429, 'You have sent several messages', 'rate_limited'), businessError(404, 'That order is not one of yours', 'not_found'), businessError(400, 'Enter an e-mail', 'contact')];
    serve({ supportMessage: () => answers.shift()! });
    renderPage();
    fill({ name: 'Hodan', contact: 'hodan@example.so', topic: 'other', message: 'Just a question for you.' });
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent(t('limited'));
    fireEvent.click(screen.getByRole('button', { name: t('tryAgain') }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(t('orderNotYours')));
    fireEvent.click(screen.getByRole('button', { name: t('tryAgain') }));
    await waitFor(() => expect(field(t('contact'))).toHaveAccessibleDescription(expect.stringContaining(t('contactInvalid'))));
    expect(field(t('contact'))).toHaveFocus();
  });
});
