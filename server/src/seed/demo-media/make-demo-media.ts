/**
 * Remakes the demo media (media/demo/README.md) in Chromium (no network, no ffmpeg). It lives with
 * the seed because it draws the seed's products (products-data.ts); the files it writes, and the
 * manifest the API reads, stay in the media domain.
 *   cd server && npx tsx src/seed/demo-media/make-demo-media.ts [name ...]   (e.g. coconut-oil: only those)
 * Clips are canvas scenes recorded with MediaRecorder as H.264 MP4 (plays on every phone browser);
 * posters are their first frames; leaflets are HTML printed with page.pdf().
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { PRODUCTS_BY_SUBCATEGORY, type ProductRow } from '../products-data';
import { hasIcon, iconOf } from '../../media/icons';
import { leafletHtml, LEAFLETS } from './leaflets';
import { AD_CLIPS, DEMO_MEDIA_DIR, PRODUCT_MEDIA } from '../../media/demo/manifest';

const SIZE = { width: 960, height: 540 };
const CLIP = { seconds: 5, fps: 25, bitrate: 450_000 };

function iconSvg(name: string, px = 512): string {
  if (!hasIcon(name)) throw new Error(`no Fluent Emoji icon named ${name}`);
  const { body, viewBox } = iconOf(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="${viewBox}">${body}</svg>`;
}

function productRow(name: string): ProductRow {
  const row = Object.values(PRODUCTS_BY_SUBCATEGORY)
    .flat()
    .find((r) => r[0] === name);
  if (!row) throw new Error(`no demo product named ${name}`);
  return row;
}

interface ClipSpec {
  file: string;
  scene: 'ad' | 'product';
  icons: string[];
  options: Record<string, string | undefined>;
  audio: boolean;
  poster: boolean;
}

const CLIPS: ClipSpec[] = [
  {
    file: AD_CLIPS.newArrivals,
    scene: 'ad',
    icons: ['lotion-bottle', 'coconut', 'dress', 'teddy-bear', 'honey-pot', 'lipstick'],
    options: { from: '#0B6B6F', to: '#1B9AA0', card: '#FFFFFF' },
    audio: false,
    poster: true,
  },
  {
    file: AD_CLIPS.monthlySpecial,
    scene: 'ad',
    icons: ['wrapped-gift', 'shopping-bags', 'high-heeled-shoe', 'watch', 'rose'],
    options: { from: '#A34A00', to: '#F2A516', card: '#FFF4DC', sticker: '#FFFFFF' },
    audio: false,
    poster: true,
  },
  {
    file: 'coconut-oil',
    scene: 'product',
    icons: [productRow('Coconut Oil 500ml')[2], 'palm-tree', 'droplet', 'herb', 'hibiscus'],
    options: { from: '#FFF4DC', to: '#5FB3A6', ink: '#0B6B6F', sparkle: '#F2A516' },
    audio: true,
    poster: false,
  },
  {
    file: 'shea-butter',
    scene: 'product',
    icons: [productRow('Shea Butter Cream 250ml')[2], 'blossom', 'sun', 'seedling', 'sparkles'],
    options: { from: '#E3F3F2', to: '#7FC2B8', ink: '#0B6B6F', sparkle: '#F2A516' },
    audio: true,
    poster: false,
  },
];

const MIME = 'video/mp4;codecs=avc1.42E01F';
const AUDIO_MIME = 'video/mp4;codecs=avc1.42E01F,opus';

const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.includes(name);

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--autoplay-policy=no-user-gesture-required', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><body style="margin:0"></body>');
    await page.addScriptTag({ content: fs.readFileSync(path.join(import.meta.dirname, 'draw.browser.js'), 'utf8') });
    for (const clip of CLIPS.filter((c) => wanted(c.file))) {
      const out = await page.evaluate(
        (spec) => (window as unknown as { recordClip: (s: unknown) => Promise<{ video: string; poster: string }> }).recordClip(spec),
        { ...SIZE, ...CLIP, mimeType: clip.audio ? AUDIO_MIME : MIME, scene: clip.scene, icons: clip.icons.map((i) => iconSvg(i)), options: clip.options, audio: clip.audio },
      );
      write(`${clip.file}.mp4`, Buffer.from(out.video, 'base64'));
      if (clip.poster) write(`${clip.file}.webp`, Buffer.from(out.poster, 'base64'));
    }
    for (const entry of PRODUCT_MEDIA) {
      if (!entry.leaflet || !wanted(entry.leaflet.replace(/\.pdf$/, ''))) continue;
      const row = productRow(entry.product);
      const text = LEAFLETS[entry.product];
      if (!text) throw new Error(`no leaflet text for ${entry.product}`);
      await page.setContent(leafletHtml(row, text, iconSvg(row[2], 160)));
      write(entry.leaflet, await page.pdf({ format: 'A5', printBackground: true, margin: { top: '0', bottom: '0', left: '0', right: '0' } }));
    }
  } finally {
    await browser.close();
  }
}

function write(file: string, body: Buffer) {
  fs.writeFileSync(path.join(DEMO_MEDIA_DIR, file), body);
  console.log(`${file.padEnd(26)} ${(body.length / 1024).toFixed(0).padStart(4)} KB`);
}

await main();
