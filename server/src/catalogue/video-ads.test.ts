import Value from 'typebox/value';
import { calls } from '../contract';
import { rpc, setUpSeededApp } from '../testing/app';
import { videoAds } from './video-ads';

const shop = setUpSeededApp();

describe('video ads (spec §3: newArrivalsAd, monthlySpecialAd)', () => {
  it('each ad plays its own demo clip, with its first frame as the poster, both cached for good', async () => {
    const res = await rpc(shop.app, '/api/video-ads');
    expect(res.status).toBe(200);
    expect(Value.Check(calls.videoAds.result, res.body.result)).toBe(true);
    const { newArrivalsAd, monthlySpecialAd } = res.body.result as unknown as Record<string, { video_url: string; poster: string; title: string; link: string }>;
    expect(newArrivalsAd).toMatchObject({ title: 'New Arrivals', title_so: 'Alaabta Cusub', link: '/section/new-arrivals' });
    expect(monthlySpecialAd).toMatchObject({ title: 'Monthly Special', title_so: 'Dalabka Bishan', link: '/section/monthly-special' });
    expect(newArrivalsAd!.video_url).toMatch(/^\/api\/video-ads\/new-arrivals\.mp4\?v=[\w-]{12}$/);
    expect(newArrivalsAd!.poster).toMatch(/^\/api\/video-ads\/new-arrivals\.webp\?v=[\w-]{12}$/);
    expect(monthlySpecialAd!.video_url).toMatch(/^\/api\/video-ads\/monthly-special\.mp4\?v=/);

    const video = await shop.app.inject({ method: 'GET', url: monthlySpecialAd!.video_url });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(video.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const poster = await shop.app.inject({ method: 'GET', url: newArrivalsAd!.poster });
    expect(poster.headers['content-type']).toBe('image/webp');
  });

  it('without a clip, the section\'s first product is the poster and there is no video', async () => {
    const ads = await videoAds(shop.database.db, () => null);
    expect(ads.newArrivalsAd.video_url).toBeNull();
    expect(ads.newArrivalsAd.poster).toMatch(/^\/api\/product-image\/\d+$/);
    expect(ads.monthlySpecialAd.poster).toMatch(/^\/api\/product-image\/\d+$/);
  });
});
