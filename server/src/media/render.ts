/** Product tiles: an emoji icon centred on a soft gradient card, 600×600 (drawn in sizes by variants.ts). */
import { iconOf } from './icons';

export const TILE_SIZE = 600;

function mix(hex: string, withHex: string, amount: number): string {
  const parse = (h: string) => {
    const m = /^#?([0-9a-f]{6})$/i.exec(h.trim());
    const n = parseInt(m ? m[1]! : 'f2e8dc', 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  };
  const a = parse(hex);
  const b = parse(withHex);
  const c = a.map((v, i) => Math.round(v + (b[i]! - v) * amount));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export function tileSvg(emoji: string, colour: string): string {
  const { body, viewBox } = iconOf(emoji);
  const s = TILE_SIZE;
  const icon = 340;
  const at = (s - icon) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${mix(colour, '#ffffff', 0.55)}"/>
      <stop offset="1" stop-color="${mix(colour, '#000000', 0.06)}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.45" r="0.5">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#000000" stop-opacity="0.18"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${s}" height="${s}" fill="url(#bg)"/>
  <circle cx="${s / 2}" cy="${s * 0.46}" r="${s * 0.38}" fill="url(#glow)"/>
  <ellipse cx="${s / 2}" cy="${at + icon + 22}" rx="${icon * 0.42}" ry="26" fill="url(#shadow)"/>
  <svg x="${at}" y="${at - 10}" width="${icon}" height="${icon}" viewBox="${viewBox}">${body}</svg>
</svg>`;
}
