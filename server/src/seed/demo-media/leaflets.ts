/** The demo leaflets' words and page (A5, printed to PDF by make-demo-media.ts). */
import type { ProductRow } from '../products-data';

export interface LeafletText {
  use: string[];
  ingredients: string;
  storage: string;
}

export const LEAFLETS: Record<string, LeafletText> = {
  'Coconut Oil 500ml': {
    use: [
      'Warm a little oil between your palms.',
      'Massage it into the scalp and along the hair.',
      'Leave it on for 30 minutes or overnight, then wash.',
    ],
    ingredients: '100% cold-pressed coconut oil (Cocos nucifera).',
    storage: 'Below 25 °C it turns white and solid: warm the jar in your hands.',
  },
  'Shea Butter Cream 250ml': {
    use: ['Apply to clean, dry skin morning and evening.', 'Rub in gently until it is absorbed.', 'For dry elbows, knees and heels, apply a thicker layer at night.'],
    ingredients: 'Water, shea butter (Butyrospermum parkii), glycerin, vitamin E.',
    storage: 'Keep the lid closed, out of direct sun.',
  },
  'Black Seed Hair Oil': {
    use: ['Part the hair and put a few drops on the scalp.', 'Massage for two minutes.', 'Use two or three times a week.'],
    ingredients: 'Black seed oil (Nigella sativa), olive oil, sweet almond oil.',
    storage: 'Keep in a cool, dark place; use within 12 months of opening.',
  },
};

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function leafletHtml(row: ProductRow, text: LeafletText, iconSvg: string): string {
  const [name, nameSo, , brand, origin] = row;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(name)} — leaflet</title>
<style>
  @page { size: A5; margin: 0; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: "DejaVu Sans", "Liberation Sans", sans-serif; color: #1A2B2E; }
  .page { width: 148mm; height: 209mm; padding: 12mm 12mm 10mm; display: flex; flex-direction: column; gap: 5mm; }
  header { display: flex; gap: 6mm; align-items: center; background: #E3F3F2; border-radius: 5mm; padding: 5mm; }
  header svg { width: 30mm; height: 30mm; flex: none; }
  .brand { font-size: 9pt; color: #0B6B6F; font-weight: 700; letter-spacing: .08em; text-transform: uppercase; margin: 0; }
  h1 { font-size: 17pt; margin: 1mm 0 0; }
  .so { font-size: 11pt; margin: 1mm 0 0; color: #5B6B6E; }
  h2 { font-size: 11pt; color: #0B6B6F; margin: 0 0 1.5mm; }
  h2 span { color: #5B6B6E; font-weight: 400; }
  p, li { font-size: 10pt; line-height: 1.45; margin: 0; }
  ol { margin: 0; padding-left: 5mm; }
  footer { margin-top: auto; font-size: 7.5pt; color: #5B6B6E; border-top: 0.3mm solid #DCE3E4; padding-top: 3mm; }
</style></head>
<body><div class="page">
  <header>${iconSvg}<div>
    <p class="brand">${escape(brand)} · ${escape(origin)}</p>
    <h1>${escape(name)}</h1>
    <p class="so" lang="so">${escape(nameSo)}</p>
  </div></header>
  <section><h2>How to use <span lang="so">· Sida loo isticmaalo</span></h2>
    <ol>${text.use.map((u) => `<li>${escape(u)}</li>`).join('')}</ol></section>
  <section><h2>Ingredients</h2><p>${escape(text.ingredients)}</p></section>
  <section><h2>Storage</h2><p>${escape(text.storage)}</p></section>
  <footer>Suuq demo shop · a sample leaflet made for the demo catalogue, not a real product's label.</footer>
</div></body></html>`;
}
