/**
 * The demo shop's live streams (live/README.md): two live now, one starting in three hours and one
 * that ended yesterday, each with products of its seller pinned and a recording of
 * server/assets/live. Times are relative to the seed, so a fresh demo always has something live.
 */
import { count, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products, sellers } from '../db/schema';
import { liveStreamPins, liveStreams } from '../db/schema-live';

const MIN = 60_000;

interface StreamSeed {
  seller: string;
  title: string;
  description: string;
  state: 'live' | 'upcoming' | 'ended';
  /** Minutes from the seed: negative started that long ago. */
  startsIn: number;
  /** Ended streams: minutes from the seed. */
  endedIn?: number;
  clip: string;
  pins: string[];
}

export const LIVE_SEED: StreamSeed[] = [
  {
    seller: 'hodan-beauty',
    title: 'Habeenka Xinnaha · Henna night with Hodan',
    description: 'Xinne, uunsi iyo beeyo for the wedding season: Hodan shows how she draws a bridal henna and answers your questions live.',
    state: 'live',
    startsIn: -18,
    clip: 'hodan-beauty',
    pins: ['Henna Cones (pack of 12)', 'Henna Powder', 'Uunsi incense', 'Frankincense Resin (Beeyo)'],
  },
  {
    seller: 'bakaara-fashion',
    title: 'Dharka Ciidda · Eid outfits from Bakaara',
    description: 'Guntiino, garbasaar and macawis straight from Bakaara market: sizes, colours and prices, live from the shop.',
    state: 'live',
    startsIn: -42,
    clip: 'bakaara-fashion',
    pins: ['Guntiino', 'Garbasaar', 'Macawis (men\'s sarong)', 'Khamiis White', 'Koofiyad Cap'],
  },
  {
    seller: 'barwaaqo-foods',
    title: 'Jikada Barwaaqo · Canjeero morning',
    description: 'Barwaaqo cooks canjeero the Kismaayo way and shows the flour and oil she uses. Set a reminder to be told when it starts.',
    state: 'upcoming',
    startsIn: 180,
    clip: 'barwaaqo-foods',
    pins: ['Canjeero flour 2kg', 'Sunflower cooking oil 3L', 'Coconut Oil 500ml'],
  },
  {
    seller: 'hodan-beauty',
    title: 'Daryeelka Timaha · Hair care questions',
    description: 'Hodan answered your questions on hair care: shampoo, wraps and straighteners.',
    state: 'ended',
    startsIn: -26 * 60,
    endedIn: -25 * 60,
    clip: 'hodan-beauty',
    pins: ['Argan Oil Shampoo', 'Silk Hair Wrap', 'Hair Straightener'],
  },
];

/** Seeds the streams of LIVE_SEED; products or sellers the catalogue lacks are skipped. */
export async function seedLive(db: Db, now = new Date()): Promise<number> {
  const sellerRows = await db.select({ id: sellers.id, slug: sellers.slug }).from(sellers);
  const names = [...new Set(LIVE_SEED.flatMap((s) => s.pins))];
  const productRows = await db.select({ id: products.id, name: products.name, sellerId: products.sellerId }).from(products).where(inArray(products.name, names));
  let made = 0;
  for (const s of LIVE_SEED) {
    const seller = sellerRows.find((r) => r.slug === s.seller);
    if (!seller) continue;
    const startsAt = new Date(now.getTime() + s.startsIn * MIN);
    const [row] = await db
      .insert(liveStreams)
      .values({
        sellerId: seller.id,
        title: s.title,
        description: s.description,
        state: s.state,
        startsAt,
        endedAt: s.endedIn === undefined ? null : new Date(now.getTime() + s.endedIn * MIN),
        replayFile: `${s.clip}.webm`,
        recordedAt: s.state === 'upcoming' ? null : startsAt,
        posterFile: `${s.clip}.jpg`,
      })
      .returning({ id: liveStreams.id });
    const pins = s.pins.map((name) => productRows.find((p) => p.name === name && p.sellerId === seller.id) ?? productRows.find((p) => p.name === name)).filter((p) => p !== undefined);
    if (pins.length) await db.insert(liveStreamPins).values(pins.map((p, i) => ({ streamId: row!.id, productId: p.id, position: i + 1 })));
    made += 1;
  }
  return made;
}

/** A catalogue seeded before live shopping existed gets the demo streams once. */
export async function seedLiveIfEmpty(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(liveStreams);
  if (Number(row?.n ?? 0) > 0) return 0;
  const [anyProduct] = await db.select({ id: products.id }).from(products).limit(1);
  return anyProduct ? seedLive(db) : 0;
}
