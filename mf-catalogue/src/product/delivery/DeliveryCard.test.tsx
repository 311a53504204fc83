import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError, getDeliveryDistricts, getDeliveryRegions, getProductDeliveryInfo, type ProductDeliveryInfo } from 'shared-api';
import { RenderedLanguage, setLanguage, tokens } from 'shared-ui';
import { dataKey, PreloadedData } from 'shared-federation/server';
import { hydrateServerHtml } from '../../testing/hydration';
import { serverPageWithoutScripts } from '../../testing/noscript';
import { DeliveryCard, placePickedEarly } from './DeliveryCard';
import { ADDRESS_KEY, DEFAULT_ADDRESS, placeFromAddress } from './storedAddress';
import { deliveryKey } from './useDeliveryInfo';
import { districtsKey } from './useDeliveryPlaces';

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  getProductDeliveryInfo: jest.fn(),
  getDeliveryRegions: jest.fn(),
  getDeliveryDistricts: jest.fn(),
}));

const mockInfo = getProductDeliveryInfo as jest.MockedFunction<typeof getProductDeliveryInfo>;
const mockRegions = getDeliveryRegions as jest.MockedFunction<typeof getDeliveryRegions>;
const mockDistricts = getDeliveryDistricts as jest.MockedFunction<typeof getDeliveryDistricts>;

function anInfo(over: Partial<ProductDeliveryInfo> = {}): ProductDeliveryInfo {
  return {
    status: 'success',
    product_id: 7,
    location: { country: 'Somalia', region: 'Banadir', district: null },
    has_free_delivery: false,
    free_delivery_reason: null,
    delivery_method: 'Standard',
    delivery_fee: 1.5,
    formatted_fee: '$1.50',
    minimum_order_for_free_delivery: 25,
    is_free_delivery_eligible: false,
    stock_location: { id: 1, name: 'Suuq Warehouse — Muqdisho', is_warehouse: true, seller_id: null, city: 'Muqdisho', in_stock: true },
    delivery_options: [{ method: 'Standard', delivery_fee: 1.5, formatted_fee: '$1.50', estimated_delivery_time: '1-2 days' }],
    estimated_delivery_time: '1-2 days',
    haad_express: { available: false, estimated_delivery_time: null },
    ...over,
  };
}

beforeAll(() => setLanguage('en'));
beforeEach(() => {
  localStorage.clear();
  mockInfo.mockReset();
  mockRegions.mockReset().mockResolvedValue({
    status: 'success',
    country: 'Somalia',
    regions: [
      { name: 'Banadir', main_city: 'Muqdisho', supports_express: true, district_count: 2 },
      { name: 'Bari', main_city: 'Boosaaso', supports_express: false, district_count: 1 },
    ],
  });
  mockDistricts.mockReset().mockImplementation(async (country, region) => ({
    status: 'success',
    country: country ?? 'Somalia',
    region: region ?? 'Banadir',
    minimum_order_for_free_delivery: 25,
    districts: region === 'Bari' ? [{ name: 'Boosaaso' }] : [{ name: 'Hodan' }, { name: 'Wadajir' }],
  }));
});

const lastAddress = () => mockInfo.mock.calls.at(-1)![1];

describe('DeliveryCard', () => {
  it('without a stored address it asks for Somalia, Banadir and shows fee, time and where it ships from', async () => {
    mockInfo.mockResolvedValue(anInfo());
    render(<DeliveryCard productId={7} />);
    expect(screen.getByTestId('delivery-skeleton')).toBeInTheDocument();
    expect(await screen.findByTestId('delivery-fee')).toHaveTextContent('$1.50');
    expect(mockInfo).toHaveBeenCalledWith(7, { country: 'Somalia', region: 'Banadir', district: '' });
    expect(screen.getByRole('heading', { name: 'Delivery' })).toBeInTheDocument();
    expect(screen.getByTestId('delivery-time')).toHaveTextContent('1-2 days');
    expect(screen.getByTestId('delivery-from')).toHaveTextContent('Suuq Warehouse — Muqdisho');
    expect(screen.getByText('Free delivery on orders of $25.00 or more.')).toBeInTheDocument();
    expect(screen.queryByText('Same-day delivery')).not.toBeInTheDocument();
  });

  it("uses the stored 'deliveryAddress'", async () => {
    localStorage.setItem(ADDRESS_KEY, JSON.stringify({ country: 'Somalia', region: 'Bari', district: 'Boosaaso' }));
    mockInfo.mockResolvedValue(anInfo({ location: { country: 'Somalia', region: 'Bari', district: 'Boosaaso' } }));
    render(<DeliveryCard productId={7} />);
    await screen.findByTestId('delivery-fee');
    expect(mockInfo).toHaveBeenCalledWith(7, { country: 'Somalia', region: 'Bari', district: 'Boosaaso' });
    await waitFor(() => expect(screen.getByLabelText('District')).toHaveValue('Boosaaso'));
  });

  it('a broken stored address means the default, not an error', async () => {
    localStorage.setItem(ADDRESS_KEY, '{not json');
    mockInfo.mockResolvedValue(anInfo());
    render(<DeliveryCard productId={7} />);
    await screen.findByTestId('delivery-fee');
    expect(mockInfo).toHaveBeenCalledWith(7, { country: 'Somalia', region: 'Banadir', district: '' });
  });

  it('free delivery shows instead of a fee, with its reason', async () => {
    mockInfo.mockResolvedValue(
      anInfo({ has_free_delivery: true, free_delivery_reason: 'free_delivery_product', is_free_delivery_eligible: true, delivery_fee: 0, formatted_fee: '$0.00' }),
    );
    render(<DeliveryCard productId={7} />);
    expect(await screen.findByText('Free delivery')).toBeInTheDocument();
    expect(screen.getByText('This product always ships free.')).toBeInTheDocument();
    expect(screen.queryByTestId('delivery-fee')).not.toBeInTheDocument();
  });

  it('HAAD EXPRESS shows same-day delivery and every option', async () => {
    mockInfo.mockResolvedValue(
      anInfo({
        delivery_method: 'HAAD EXPRESS',
        formatted_fee: '$3.50',
        estimated_delivery_time: 'Same day / Next day',
        haad_express: { available: true, estimated_delivery_time: 'Same day / Next day' },
        delivery_options: [
          { method: 'Standard', delivery_fee: 1.5, formatted_fee: '$1.50', estimated_delivery_time: '1-2 days' },
          { method: 'HAAD EXPRESS', delivery_fee: 3.5, formatted_fee: '$3.50', estimated_delivery_time: 'Same day / Next day' },
        ],
      }),
    );
    render(<DeliveryCard productId={7} />);
    expect(await screen.findByText('Same-day delivery')).toBeInTheDocument();
    expect(screen.getByTestId('delivery-time')).toHaveTextContent('Same day / Next day');
    const options = within(screen.getByRole('list', { name: 'Delivery options' })).getAllByRole('listitem');
    expect(options.map((o) => o.textContent)).toEqual(['Standard: $1.50 · 1-2 days', 'HAAD EXPRESS: $3.50 · Same day / Next day']);
  });

  it("a failure says 'Failed to get product delivery info' and Try again asks again", async () => {
    mockInfo.mockRejectedValueOnce(new ApiError('network', 'offline')).mockResolvedValue(anInfo());
    render(<DeliveryCard productId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get product delivery info');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('delivery-fee')).toHaveTextContent('$1.50');
    expect(mockInfo).toHaveBeenCalledTimes(2);
  });

  it('the failure is the shop\'s one "could not load" line: danger text, no box, a text Try again', async () => {
    mockInfo.mockRejectedValueOnce(new ApiError('network', 'offline'));
    render(<DeliveryCard productId={7} />);
    expectRetryLine(await screen.findByRole('alert'), screen.getByRole('button', { name: 'Try again' }));
  });

  it("an unknown place shows the server's 'Unable to calculate fee for …'", async () => {
    mockInfo.mockRejectedValue(new ApiError('business', 'Unable to calculate fee for Atlantis, Somalia', 422, 'unknown_location'));
    render(<DeliveryCard productId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to calculate fee for Atlantis, Somalia');
  });

  it("picking a district shows that district's fee; a new region clears the district", async () => {
    mockInfo.mockImplementation(async (_id, address) =>
      anInfo({
        location: { country: 'Somalia', region: address?.region ?? 'Banadir', district: address?.district || null },
        formatted_fee: address?.district === 'Wadajir' ? '$2.50' : '$1.50',
      }),
    );
    render(<DeliveryCard productId={7} />);
    await screen.findByTestId('delivery-fee');
    await screen.findByRole('option', { name: 'Wadajir' });
    fireEvent.change(screen.getByLabelText('District'), { target: { value: 'Wadajir' } });
    await waitFor(() => expect(screen.getByTestId('delivery-fee')).toHaveTextContent('$2.50'));
    expect(lastAddress()).toEqual({ country: 'Somalia', region: 'Banadir', district: 'Wadajir' });

    fireEvent.change(screen.getByLabelText('Region'), { target: { value: 'Bari' } });
    await waitFor(() => expect(lastAddress()).toEqual({ country: 'Somalia', region: 'Bari', district: '' }));
    expect(await screen.findByRole('option', { name: 'Boosaaso' })).toBeInTheDocument();
  });

  it("the district picker starts with 'Any district'; the region picker has a blank choice only while no region is chosen", async () => {
    mockInfo.mockResolvedValueOnce(anInfo()).mockReturnValue(new Promise(() => {}));
    render(<DeliveryCard productId={7} />);
    await screen.findByRole('option', { name: 'Wadajir' });
    const optionsOf = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((o) => [(o as HTMLOptionElement).value, o.textContent]);
    expect(optionsOf('District')).toEqual([['', 'Any district'], ['Hodan', 'Hodan'], ['Wadajir', 'Wadajir']]);
    expect(optionsOf('Region')).toEqual([['Banadir', 'Banadir'], ['Bari', 'Bari']]);

    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'Kenya' } });
    expect(screen.getByLabelText('Region')).toHaveValue('');
    await waitFor(() => expect(optionsOf('Region')).toEqual([['', '—'], ['Banadir', 'Banadir'], ['Bari', 'Bari']]));
  });
});

/** The look of every 'could not load — Try again' line (shared-ui's RetryLine): danger text, no box, a text button. */
function expectRetryLine(line: HTMLElement, button: HTMLElement) {
  const n = parseInt(tokens.colors.danger.slice(1), 16);
  expect(getComputedStyle(line).color).toBe(`rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`);
  expect(getComputedStyle(line).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  expect(getComputedStyle(button).borderWidth).toBe('0px');
}

describe('the pickers without scripts', () => {
  it("on the server's page, a GET form of the page's address back to this card: its selects named as the address reads them, a button to send it", () => {
    const holder = serverPageWithoutScripts(
      <RenderedLanguage value="so">
        <DeliveryCard productId={7} />
      </RenderedLanguage>,
    );
    const form = holder.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('#delivery-title');
    expect(holder.querySelector('#delivery-title')).not.toBeNull();
    expect([...form.querySelectorAll('select')].map((s) => s.name)).toEqual(['country', 'region', 'district']);
    expect(form.querySelector('section > button[type="submit"]')).toHaveTextContent('Tus kharashka gaadsiinta');
    // What it sends is read back as the place chosen.
    form.querySelector<HTMLSelectElement>('select[name="country"]')!.value = 'Kenya';
    const sent = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    expect(placeFromAddress(sent)).toEqual({ country: 'Kenya', region: 'Banadir', district: '' });
  });

  it('in the browser the form has no button: a choice is answered at once, nothing is sent', async () => {
    mockInfo.mockResolvedValue(anInfo());
    const { container } = render(<DeliveryCard productId={7} />);
    await screen.findByText('$1.50');
    expect(container.querySelector('noscript')!.childNodes).toHaveLength(0);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe("the server's card, hydrated", () => {
  /** What the server's render hands in for the default place (server/pages/product.ts): its lists and its delivery info. */
  const handedIn = async () =>
    new Map<string, { value: unknown }>([
      [dataKey('deliveryRegions', 'Somalia'), { value: await mockRegions('Somalia') }],
      [dataKey('deliveryDistricts', districtsKey('Somalia', 'Banadir')), { value: await mockDistricts('Somalia', 'Banadir') }],
      [dataKey('productDeliveryInfo', deliveryKey(7, DEFAULT_ADDRESS)), { value: anInfo() }],
    ]);

  /** The server's card, hydrated once `before` has run on it (the shopper's early pick). */
  async function hydrateAfter(before: (card: HTMLElement) => void) {
    const data = await handedIn();
    mockRegions.mockClear();
    mockDistricts.mockClear();
    const { host, warnings } = await hydrateServerHtml(
      <PreloadedData data={data}>
        <DeliveryCard productId={7} />
      </PreloadedData>,
      before,
    );
    expect(warnings).toEqual([]);
    return host;
  }
  const picker = (host: HTMLElement, name: string) => host.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
  const asked = () => mockInfo.mock.calls.map((call) => call[1]);

  beforeEach(() => {
    // The server answers for the place it is asked about.
    mockInfo.mockImplementation(async (_id, place) => anInfo({ location: { country: place!.country!, region: place!.region!, district: place!.district || null } }));
    localStorage.setItem(ADDRESS_KEY, JSON.stringify({ country: 'Somalia', region: 'Bari', district: '' }));
  });

  it('takes the stored address once hydrated (the server drew the default place)', async () => {
    const host = await hydrateAfter(() => undefined);
    await waitFor(() => expect(asked()).toEqual([{ country: 'Somalia', region: 'Bari', district: '' }]));
    expect(picker(host, 'region').value).toBe('Bari');
    host.remove();
  });

  it("a place picked before it was hydrated is the shopper's: it wins over the stored address, and is asked for once", async () => {
    const host = await hydrateAfter((card) => (picker(card, 'district').value = 'Wadajir'));
    await waitFor(() => expect(asked()).toEqual([{ country: 'Somalia', region: 'Banadir', district: 'Wadajir' }]));
    expect(picker(host, 'district').value).toBe('Wadajir');
    // React handing on that pick's change after hydration asks nothing more.
    fireEvent.change(picker(host, 'district'), { target: { value: 'Wadajir' } });
    await act(async () => undefined);
    expect(mockInfo).toHaveBeenCalledTimes(1);
    host.remove();
  });

  it('a new country picked before it was hydrated starts its regions afresh', async () => {
    const host = await hydrateAfter((card) => (picker(card, 'country').value = 'Kenya'));
    await waitFor(() => expect(mockRegions).toHaveBeenCalledWith('Kenya'));
    expect(picker(host, 'country').value).toBe('Kenya');
    expect(picker(host, 'region').value).toBe('');
    host.remove();
  });

  it('reads the pickers as they answer a choice: a new country starts its regions afresh, a new region its districts', () => {
    const drawn = { country: 'Somalia', region: 'Banadir', district: 'Hodan' };
    const card = (country: string, region: string, district: string) => {
      const element = document.createElement('section');
      element.innerHTML = [country, region, district].map((value, i) => `<select name="${['country', 'region', 'district'][i]}"><option value="${value}"></option></select>`).join('');
      return element;
    };
    expect(placePickedEarly(card('Somalia', 'Banadir', 'Hodan'), drawn)).toBeNull();
    expect(placePickedEarly(card('Kenya', 'Banadir', 'Hodan'), drawn)).toEqual({ country: 'Kenya', region: '', district: '' });
    expect(placePickedEarly(card('Somalia', 'Bari', 'Hodan'), drawn)).toEqual({ country: 'Somalia', region: 'Bari', district: '' });
    expect(placePickedEarly(card('Somalia', 'Banadir', ''), drawn)).toEqual({ country: 'Somalia', region: 'Banadir', district: '' });
  });
});
