import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { resetBusForTests, type PayloadOf } from 'shared-events';
import { BRAND, RenderedLanguage, setLanguage } from 'shared-ui';
import { t } from '../texts';
import { serverPageWithoutScripts } from '../../testing/noscript';
import { shareTextOf, ShopOrigin } from './share';
import { ShareButton } from './ShareButton';

const product = { name: 'Argan Hair Oil', slug: 'argan-oil' };
const url = `${location.origin}/product/argan-oil`;
const text = () => shareTextOf(t, product.name);

/** Gives the test's navigator a share sheet (and canShare) or takes them away; clipboard likewise. */
function stubNavigator(parts: { share?: jest.Mock; canShare?: jest.Mock; writeText?: jest.Mock }) {
  for (const [key, value] of Object.entries({ share: parts.share, canShare: parts.canShare })) {
    Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
  }
  Object.defineProperty(navigator, 'clipboard', { value: parts.writeText ? { writeText: parts.writeText } : undefined, configurable: true });
}

const shareButton = () => screen.getByRole('button', { name: t('product.share') });

beforeAll(() => setLanguage('en'));
beforeEach(() => resetBusForTests());
afterEach(() => stubNavigator({}));

describe('Share with the Web Share API', () => {
  it("opens the device's share sheet with the name, a short text and the canonical URL; no menu", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    const canShare = jest.fn().mockReturnValue(true);
    stubNavigator({ share, canShare });
    render(<ShareButton product={product} />);
    fireEvent.click(shareButton());
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const data = { title: 'Argan Hair Oil', text: text(), url };
    expect(share).toHaveBeenCalledWith(data);
    expect(canShare).toHaveBeenCalledWith(data);
    expect(text()).toContain('Argan Hair Oil');
    expect(screen.queryByRole('group', { name: t('product.shareOptions') })).not.toBeInTheDocument();
  });

  it('a cancelled share (AbortError) is silent: no menu, no message', async () => {
    const share = jest.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    stubNavigator({ share });
    render(<ShareButton product={product} />);
    await act(async () => {
      fireEvent.click(shareButton());
    });
    expect(share).toHaveBeenCalled();
    expect(shareButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when canShare refuses the data, the links are offered instead', async () => {
    const share = jest.fn();
    stubNavigator({ share, canShare: jest.fn().mockReturnValue(false) });
    render(<ShareButton product={product} />);
    fireEvent.click(shareButton());
    expect(await screen.findByRole('link', { name: t('product.shareWhatsApp') })).toBeInTheDocument();
    expect(share).not.toHaveBeenCalled();
  });
});

describe('Share without the Web Share API', () => {
  it('opens a disclosure with a WhatsApp link carrying the name and URL, in a new tab', async () => {
    stubNavigator({});
    render(<ShareButton product={product} />);
    fireEvent.click(shareButton());
    const options = await screen.findByRole('group', { name: t('product.shareOptions') });
    expect(shareButton()).toHaveAttribute('aria-expanded', 'true');
    expect(shareButton()).toHaveAttribute('aria-controls', options.id);
    const whatsApp = screen.getByRole('link', { name: t('product.shareWhatsApp') });
    expect(whatsApp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`${text()} ${url}`)}`);
    expect(decodeURIComponent(whatsApp.getAttribute('href')!)).toContain('Argan Hair Oil');
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(whatsApp.getAttribute('rel')).toMatch(/\bnoopener\b/);
    expect(whatsApp).toHaveFocus();
  });

  it('Copy link writes the canonical URL, says so in a toast and closes with focus on Share', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    stubNavigator({ writeText });
    const bus = resetBusForTests();
    const toasts: PayloadOf<'toast:show'>[] = [];
    bus.on('toast:show').subscribe((toast) => toasts.push(toast));
    render(<ShareButton product={product} />);
    fireEvent.click(shareButton());
    fireEvent.click(await screen.findByRole('button', { name: t('product.copyLink') }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: t('product.linkCopied') }]));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.queryByRole('group', { name: t('product.shareOptions') })).not.toBeInTheDocument();
    expect(shareButton()).toHaveFocus();
  });

  it('a refused copy says so and shows the link to copy by hand', async () => {
    stubNavigator({ writeText: jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });
    render(<ShareButton product={product} />);
    fireEvent.click(shareButton());
    fireEvent.click(await screen.findByRole('button', { name: t('product.copyLink') }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t('product.copyFailed'));
    expect(screen.getByRole('textbox', { name: t('product.copyLink') })).toHaveValue(url);
  });

  it('Escape closes the options and gives focus back to Share; so does a click elsewhere', async () => {
    stubNavigator({});
    render(
      <>
        <ShareButton product={product} />
        <p>elsewhere</p>
      </>,
    );
    fireEvent.click(shareButton());
    const whatsApp = await screen.findByRole('link', { name: t('product.shareWhatsApp') });
    fireEvent.keyDown(whatsApp, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: t('product.shareOptions') })).not.toBeInTheDocument();
    expect(shareButton()).toHaveFocus();
    expect(shareButton()).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(shareButton());
    await screen.findByRole('group', { name: t('product.shareOptions') });
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(screen.queryByRole('group', { name: t('product.shareOptions') })).not.toBeInTheDocument();
  });

  it('Somali first: the button and options read in Somali when the shop is in Somali', async () => {
    setLanguage('so');
    stubNavigator({});
    const { unmount } = render(<ShareButton product={product} />);
    try {
      fireEvent.click(screen.getByRole('button', { name: t('product.share') }));
      expect(await screen.findByRole('button', { name: t('product.copyLink') })).toBeInTheDocument();
      expect(t('product.share')).not.toBe('Share');
    } finally {
      unmount();
      setLanguage('en');
    }
  });
});

describe('Share without JavaScript', () => {
  it("the server's page holds a WhatsApp link with the product's canonical URL on the render's origin, inside a <noscript>, in the page's language", () => {
    // The page in Somali, rendered by a process whose own language is English (beforeAll).
    const holder = serverPageWithoutScripts(
      <RenderedLanguage value="so">
        <ShopOrigin.Provider value="https://suuq.so/">
          <ShareButton product={product} />
        </ShopOrigin.Provider>
      </RenderedLanguage>,
    );
    // The noscript holds the link alone.
    const link = holder.querySelector('section > a:only-child')!;
    expect(link.textContent).toBe('Ku wadaag WhatsApp');
    expect(link.getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(`Ka eeg Argan Hair Oil ${BRAND.name} https://suuq.so/product/argan-oil`)}`);
  });

  it('in the browser (no origin given) nothing is drawn in the <noscript>, and Share is the button', () => {
    const { container } = render(<ShareButton product={product} />);
    expect(container.querySelector('noscript')!.childNodes).toHaveLength(0);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(shareButton()).toBeInTheDocument();
  });
});
