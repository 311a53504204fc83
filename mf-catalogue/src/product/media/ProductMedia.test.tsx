import { fireEvent, render, screen } from '@testing-library/react';
import { setLanguage } from 'shared-ui';
import { serverPageWithoutScripts } from '../../testing/noscript';
import { aProductDetail } from '../../testing/products';
import { ProductMedia } from './ProductMedia';
import { ProductVideo } from './ProductVideo';

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  productImageUrl: (id: number | string) => `/api/product-image/${id}`,
}));

beforeAll(() => setLanguage('en'));

describe('ProductMedia (spec §2: video with play/mute, leaflets)', () => {
  it('shows nothing for a product without videos or leaflets', () => {
    const { container } = render(<ProductMedia product={aProductDetail()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('a product with videos gets a player that loads nothing until play is pressed', () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { container } = render(
      <ProductMedia product={aProductDetail({ id: 7, has_videos: true })} />,
    );
    expect(screen.getByRole('heading', { name: 'Video' })).toBeInTheDocument();
    expect(container.querySelector('video')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mute video' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Play video of Argan Hair Oil' }));
    expect(container.querySelector('video')).toHaveAttribute('src', '/api/product-media/7');
    expect(play).toHaveBeenCalled();
    expect(
      screen.getByRole('button', { name: 'Pause video of Argan Hair Oil' }),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Mute video' }));
    expect((container.querySelector('video') as HTMLVideoElement).muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Unmute video' })).toBeInTheDocument();
    play.mockRestore();
  });

  it("without scripts the server's page has the video itself, with the browser's controls, fetching nothing before play", () => {
    const holder = serverPageWithoutScripts(<ProductMedia product={aProductDetail({ id: 7, has_videos: true })} />);
    const video = holder.querySelector('section > video')!;
    expect(video).toHaveAttribute('src', '/api/product-media/7');
    // The largest width the API serves, not the upload as the seller sent it.
    expect(video).toHaveAttribute('poster', '/api/product-image/7?w=600');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('aria-label', 'Argan Hair Oil');
  });

  it("the poster comes in the widths the API serves: the sharp one by srcset, the blurred backdrop in the smallest, and the video keeps the one shown", () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { container } = render(<ProductMedia product={aProductDetail({ id: 7, has_videos: true })} />);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(2);
    const [backdrop, sharp] = [images[0]!, images[1]!];
    expect(backdrop).toHaveAttribute('src', '/api/product-image/7?w=160');
    expect(sharp.getAttribute('srcset')).toBe(
      '/api/product-image/7?w=160 160w, /api/product-image/7?w=320 320w, /api/product-image/7?w=480 480w, /api/product-image/7?w=600 600w',
    );
    expect(sharp.getAttribute('sizes')).toMatch(/405px$/);
    // The browser picked a width for the slot: playing asks for no other picture.
    Object.defineProperty(sharp, 'currentSrc', { value: 'http://shop.test/api/product-image/7?w=320' });
    fireEvent.click(screen.getByRole('button', { name: 'Play video of Argan Hair Oil' }));
    expect(container.querySelector('video')).toHaveAttribute('poster', 'http://shop.test/api/product-image/7?w=320');
    play.mockRestore();
  });

  it('a poster on another host is shown as it is, with no widths', () => {
    const holder = serverPageWithoutScripts(<ProductVideo productId={7} name="Argan Hair Oil" poster="https://cdn.example/argan.jpg" />);
    expect(holder.querySelector('section > video')).toHaveAttribute('poster', 'https://cdn.example/argan.jpg');
    const { container } = render(<ProductVideo productId={7} name="Argan Hair Oil" poster="https://cdn.example/argan.jpg" />);
    for (const img of Array.from(container.querySelectorAll('img'))) {
      expect(img).toHaveAttribute('src', 'https://cdn.example/argan.jpg');
      expect(img).not.toHaveAttribute('srcset');
    }
  });

  it('in the browser the <noscript> is empty: the video comes only when play is pressed', () => {
    const { container } = render(<ProductMedia product={aProductDetail({ has_videos: true })} />);
    expect(container.querySelector('noscript')!.childNodes).toHaveLength(0);
  });

  it('after the large start button, keyboard focus is on the pause button', () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    render(<ProductMedia product={aProductDetail({ has_videos: true })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play video of Argan Hair Oil' }));
    expect(screen.getByRole('button', { name: 'Pause video of Argan Hair Oil' })).toHaveFocus();
    play.mockRestore();
  });

  it('when the browser pauses the video on its own, the button offers play again', () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { container } = render(<ProductMedia product={aProductDetail({ has_videos: true })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play video of Argan Hair Oil' }));
    fireEvent.pause(container.querySelector('video')!);
    expect(
      screen.getByRole('button', { name: 'Play video of Argan Hair Oil' }),
    ).toBeInTheDocument();
    play.mockRestore();
  });

  it('no leaflets list without leaflets', () => {
    render(<ProductMedia product={aProductDetail({ has_videos: true })} />);
    expect(screen.queryByRole('heading', { name: 'Leaflets' })).not.toBeInTheDocument();
  });

  it('leaflet URLs are links that open in a new tab, safely', () => {
    render(
      <ProductMedia
        product={aProductDetail({ has_leaflets: true, leaflet_urls: ['/l/a.pdf', '/l/b.pdf'] })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Leaflets' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /Leaflet \d/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/l/a.pdf', '/l/b.pdf']);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    expect(screen.queryByRole('heading', { name: 'Video' })).not.toBeInTheDocument();
  });

  it('has_leaflets without URLs links the product leaflet path', () => {
    render(
      <ProductMedia product={aProductDetail({ id: 9, has_leaflets: true, leaflet_urls: [] })} />,
    );
    expect(screen.getByRole('link', { name: /Leaflet 1/ })).toHaveAttribute(
      'href',
      '/api/product-leaflet/9',
    );
  });
});
