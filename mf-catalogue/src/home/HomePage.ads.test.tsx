import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from 'shared-ui';
import {
  ApiError,
  getCategories,
  getHomepageSections,
  getVideoAds,
  type VideoAds,
} from 'shared-api';
import { aProduct } from '../testing/products';
import { HomePage } from './HomePage';

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  getHomepageSections: jest.fn(),
  getCategories: jest.fn(),
  getVideoAds: jest.fn(),
  productImageUrl: (id: number | string) => `/api/product-image/${id}`,
}));

const mockSections = getHomepageSections as jest.MockedFunction<typeof getHomepageSections>;
const mockAds = getVideoAds as jest.MockedFunction<typeof getVideoAds>;

const ad = (title: string, over: Partial<VideoAds['newArrivalsAd']> = {}) => ({
  title,
  title_so: `${title} SO`,
  video_url: null,
  poster: `/posters/${title}.webp`,
  link: '/section/new-arrivals',
  ...over,
});

const ads = (over: Partial<VideoAds> = {}): VideoAds => ({
  status: 'success',
  newArrivalsAd: ad('Fresh in'),
  monthlySpecialAd: ad('Month deals', { link: '/section/monthly-special' }),
  ...over,
});

const keys = ['best_sellers', 'new_arrivals', 'gift_sets', 'monthly_special'];

const renderHome = () =>
  render(
    <MemoryRouter initialEntries={['/home']}>
      <HomePage />
    </MemoryRouter>,
  );

/** The section and ad markers in page order. */
const order = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('[data-section], [data-video-ad]')).map((el) =>
    el.hasAttribute('data-video-ad')
      ? `ad:${el.getAttribute('data-video-ad')}`
      : el.getAttribute('data-section'),
  );

beforeEach(() => {
  mockSections.mockReset();
  mockAds.mockReset();
  (getCategories as jest.Mock).mockReturnValue(new Promise(() => undefined));
  mockSections.mockResolvedValue({
    status: 'success',
    section_keys: keys,
    sections: Object.fromEntries(keys.map((key, i) => [key, [aProduct({ id: i + 1 })]])),
  });
  setLanguage('en');
});

describe('HomePage video ads (spec §3)', () => {
  it('asks once and places each ad right after its own section', async () => {
    mockAds.mockResolvedValue(ads());
    const { container } = renderHome();
    await screen.findByRole('heading', { name: 'Month deals' });
    expect(order(container)).toEqual([
      'best_sellers',
      'new_arrivals',
      'ad:new_arrivals',
      'gift_sets',
      'monthly_special',
      'ad:monthly_special',
    ]);
    expect(mockAds).toHaveBeenCalledTimes(1);
  });

  it('shows the poster (alt = title) and a link button to the ad link', async () => {
    mockAds.mockResolvedValue(ads());
    renderHome();
    expect(await screen.findByRole('img', { name: 'Fresh in' })).toHaveAttribute(
      'src',
      '/posters/Fresh in.webp',
    );
    const links = screen.getAllByRole('link', { name: 'Shop now' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/section/new-arrivals',
      '/section/monthly-special',
    ]);
  });

  it('the Somali title in the default language', async () => {
    setLanguage('so');
    mockAds.mockResolvedValue(ads());
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Fresh in SO' })).toBeInTheDocument();
  });

  it('a failed call renders no ads, and the sections still show', async () => {
    mockAds.mockRejectedValue(new ApiError('http', 'HTTP 500', 500));
    const { container } = renderHome();
    await screen.findByRole('heading', { name: /Monthly special/ });
    await Promise.resolve();
    expect(container.querySelector('[data-video-ad]')).toBeNull();
    expect(order(container)).toEqual(keys);
  });

  it('a missing ad is left out, the other stays', async () => {
    mockAds.mockResolvedValue({ ...ads(), newArrivalsAd: null } as unknown as VideoAds);
    const { container } = renderHome();
    await screen.findByRole('heading', { name: 'Month deals' });
    expect(container.querySelector('[data-video-ad="new_arrivals"]')).toBeNull();
  });

  it('a video element only when video_url is set; play/pause toggles', async () => {
    mockAds.mockResolvedValue(
      ads({ newArrivalsAd: ad('Fresh in', { video_url: '/videos/fresh.mp4' }) }),
    );
    const { container } = renderHome();
    await screen.findByRole('heading', { name: 'Month deals' });
    const videos = container.querySelectorAll('video');
    expect(videos).toHaveLength(1);
    expect(videos[0]).toHaveAttribute('src', '/videos/fresh.mp4');
    expect(videos[0]).toHaveAttribute('poster', '/posters/Fresh in.webp');
    expect((videos[0] as HTMLVideoElement).muted).toBe(true);
    expect(videos[0]).toHaveAttribute('playsinline');
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Play video of Fresh in' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause video of Fresh in' })).toBeInTheDocument();
  });
});
