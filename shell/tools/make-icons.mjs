// Draws the app icons of the web app manifest (shell/public/icon-*.png): the shop's teal with a
// gold shopping bag. Plain pixels and Node's zlib, no image library. Run once after a change:
// node shell/tools/make-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEAL = [0x0b, 0x6b, 0x6f];
const GOLD = [0xf2, 0xa5, 0x16];
const WHITE = [0xff, 0xff, 0xff];

function crc32(buf) {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function png(size, pixel) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x / size, y / size);
      raw.set([r, g, b, a], y * (size * 4 + 1) + 1 + x * 4);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** The bag, in a box of `scale` of the icon centred (the maskable icon keeps it in the safe zone). */
function bag(u, v, scale) {
  const x = (u - 0.5) / scale + 0.5;
  const y = (v - 0.5) / scale + 0.5;
  const inBody = x > 0.22 && x < 0.78 && y > 0.38 && y < 0.86;
  const dx = x - 0.5;
  const dy = y - 0.4;
  const r = Math.hypot(dx, dy);
  const inHandle = y < 0.46 && r > 0.1 && r < 0.15 && !(inBody && y > 0.38);
  // Two handle rivets: a bag, not a padlock.
  const inRivet = y > 0.43 && y < 0.49 && (Math.abs(x - 0.37) < 0.03 || Math.abs(x - 0.63) < 0.03);
  if (inRivet) return WHITE;
  return inBody || inHandle ? GOLD : null;
}
function rounded(u, v, radius) {
  const cx = Math.min(Math.max(u, radius), 1 - radius);
  const cy = Math.min(Math.max(v, radius), 1 - radius);
  return Math.hypot(u - cx, v - cy) <= radius;
}

const out = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'public');
fs.mkdirSync(out, { recursive: true });
for (const size of [192, 512]) {
  // "any": a rounded square of its own; "maskable": full bleed, the bag inside the 80% safe zone.
  fs.writeFileSync(path.join(out, `icon-${size}.png`), png(size, (u, v) => (rounded(u, v, 0.2) ? [...(bag(u, v, 0.8) ?? TEAL), 255] : [0, 0, 0, 0])));
  fs.writeFileSync(path.join(out, `icon-maskable-${size}.png`), png(size, (u, v) => [...(bag(u, v, 0.6) ?? TEAL), 255]));
}
console.log(`icons written to ${out}`);
