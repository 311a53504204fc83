import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { VideoAd } from 'shared-api';
import { setLanguage } from 'shared-ui';
import { fakeIntersectionObserver, type FakeIntersections } from '../testing/intersection';
import { VideoAdBanner } from './VideoAdBanner';

const anAd = (over: Partial<VideoAd> = {}): VideoAd => ({
  title: 'New Arrivals',
  title_so: 'Alaabta Cusub',
  video_url: '/api/video-ads/new-arrivals.mp4?v=1',
  poster: '/api/video-ads/new-arrivals.webp?v=1',
  link: '/section/new-arrivals',
  ...over,
});

let intersections: FakeIntersections;
const seen = (visible: boolean) => intersections.seen(visible);

let play: jest.SpyInstance;
let pause: jest.SpyInstance;
let reducedMotion = false;

beforeEach(() => {
  setLanguage('en');
  reducedMotion = false;
  intersections = fakeIntersectionObserver();
  window.matchMedia = ((query: string) => ({
    matches: reducedMotion && query.includes('reduce'),
  })) as unknown as typeof window.matchMedia;
  // jsdom has no media playback: play and pause only say they were asked, and fire their events.
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('pause'));
  });
  jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockReturnValue(false);
});

afterEach(() => {
  jest.restoreAllMocks();
  intersections.uninstall();
});

const renderAd = (ad: VideoAd = anAd()) =>
  render(
    <MemoryRouter>
      <VideoAdBanner ad={ad} id="new_arrivals" />
    </MemoryRouter>,
  );

describe('VideoAdBanner (home video ads)', () => {
  it('shows the poster first: a muted inline looping video that loads nothing before it is seen', () => {
    const { container } = renderAd();
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('poster', '/api/video-ads/new-arrivals.webp?v=1');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('loop');
    expect(video.muted).toBe(true);
    expect(play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play video of New Arrivals' })).toBeInTheDocument();
  });

  it('plays muted once half of it is on screen, and pauses when it leaves', () => {
    renderAd();
    seen(true);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause video of New Arrivals' })).toBeInTheDocument();
    seen(false);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play video of New Arrivals' })).toBeInTheDocument();
  });

  it('once the shopper pauses it, coming back into view does not restart it; play does', () => {
    renderAd();
    seen(true);
    fireEvent.click(screen.getByRole('button', { name: 'Pause video of New Arrivals' }));
    expect(pause).toHaveBeenCalledTimes(1);
    seen(false);
    seen(true);
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play video of New Arrivals' }));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('with reduced motion asked for, it waits for the play button', () => {
    reducedMotion = true;
    renderAd();
    seen(true);
    expect(play).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Play video of New Arrivals' }));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('a video that fails to load leaves its poster and no dead button', () => {
    const { container } = renderAd();
    fireEvent.error(container.querySelector('video')!);
    expect(screen.queryByRole('button', { name: /video of New Arrivals/ })).not.toBeInTheDocument();
    expect(container.querySelector('video')).toHaveAttribute('poster');
  });

  it('without a video the poster is an image named by the title', () => {
    const { container } = renderAd(anAd({ video_url: null, poster: '/api/product-image/4' }));
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('img', { name: 'New Arrivals' })).toHaveAttribute(
      'src',
      '/api/product-image/4',
    );
  });
});
