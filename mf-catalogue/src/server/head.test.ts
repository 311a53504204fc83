/** @jest-environment node */
import { aProductDetail } from '../testing/products';
import { namedPageHead, notFoundHead, productHead } from './head';
import { headText } from './headMessages';

const product = aProductDetail({
  id: 28,
  slug: 'deodorant-roll-on',
  name: 'Deodorant Roll-on',
  price: 3.1,
  imageUrl: '/api/product-image/28',
  category: 'Body Care',
  category_so: 'Daryeelka Jirka',
  category_slug: 'body_care',
  rating: 4.5,
  review_count: 3,
  quantity: 7,
  isOutOfStock: false,
  description: 'Deodorant Roll-on by Rexona, from Egypt.',
  description_so: 'Deodorant Rool — Rexona, laga keenay Masar.',
});

const jsonLd = (head: string) => [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
const metaOf = (head: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(head)?.[1];

describe('productHead: what a shared product link and a search engine read', () => {
  it('names the product, its absolute picture and its price in USD, with a canonical URL', () => {
    const head = productHead(product, { origin: 'https://suuq.so/', lang: 'en' });
    expect(head).toContain(`<title>${headText('en', 'head.productTitle', { name: 'Deodorant Roll-on', brand: 'Suuq' })}</title>`);
    expect(head).toContain('<link rel="canonical" href="https://suuq.so/product/deodorant-roll-on">');
    expect(metaOf(head, 'og:title')).toBe('Deodorant Roll-on');
    expect(metaOf(head, 'og:type')).toBe('product');
    expect(metaOf(head, 'og:image')).toBe('https://suuq.so/api/product-image/28');
    expect(metaOf(head, 'product:price:amount')).toBe('3.10');
    expect(metaOf(head, 'product:price:currency')).toBe('USD');
    expect(metaOf(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(head, 'description')).toBe('Deodorant Roll-on by Rexona, from Egypt.');
  });

  it('describes the product in JSON-LD: Product with its offer, availability and rating; its breadcrumb', () => {
    const [item, crumbs] = jsonLd(productHead(product, { origin: 'https://suuq.so', lang: 'so' }));
    expect(item).toMatchObject({
      '@type': 'Product',
      name: 'Deodorant Roll-on',
      description: 'Deodorant Rool — Rexona, laga keenay Masar.',
      offers: { '@type': 'Offer', priceCurrency: 'USD', price: '3.10', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 3 },
    });
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.map((c: { name: string }) => c.name)).toEqual([headText('so', 'head.home'), 'Daryeelka Jirka', 'Deodorant Roll-on']);
    // The category in the request's language, as the page's own breadcrumb names it.
    const [, english] = jsonLd(productHead(product, { origin: 'https://suuq.so', lang: 'en' }));
    expect(english.itemListElement[1].name).toBe('Body Care');
  });

  it('keeps a product text from breaking out of its tag or script', () => {
    const head = productHead({ ...product, name: 'Tea "best" </script><script>x()</script>' }, { origin: 'https://suuq.so', lang: 'en' });
    expect(head).not.toContain('<script>x()');
    expect(metaOf(head, 'og:title')).toBe('Tea &#34;best&#34; &#60;/script&#62;&#60;script&#62;x()&#60;/script&#62;');
    expect(jsonLd(head)[0].name).toBe('Tea "best" </script><script>x()</script>');
  });
});

describe('namedPageHead: a page known by its name (a category, a section, the privacy policy)', () => {
  const context = { origin: 'https://suuq.so', lang: 'en' as const };

  it("is titled '<name> | Suuq', described, canonical on its path, with a breadcrumb of one step under the home page", () => {
    const head = namedPageHead({ name: 'Privacy Policy', description: 'What Suuq collects.', path: '/privacy-policy' }, context);
    expect(head).toContain(`<title>Privacy Policy · Suuq</title>`);
    expect(metaOf(head, 'description')).toBe('What Suuq collects.');
    expect(head).toContain('<link rel="canonical" href="https://suuq.so/privacy-policy">');
    expect(metaOf(head, 'og:image')).toBeUndefined();
    expect(metaOf(head, 'twitter:card')).toBe('summary');
    const [crumbs] = jsonLd(head);
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: headText('en', 'head.home'), item: 'https://suuq.so/home' },
      { '@type': 'ListItem', position: 2, name: 'Privacy Policy', item: 'https://suuq.so/privacy-policy' },
    ]);
  });

  it("shows a listing's picture in link previews, and the steps above it in its breadcrumb", () => {
    const head = namedPageHead(
      { name: 'Skincare', description: 'Skincare at Suuq.', path: '/category/11', image: '/api/product-image/4', above: [{ name: 'Beauty', path: '/category/1' }] },
      { ...context, lang: 'so' },
    );
    expect(metaOf(head, 'og:image')).toBe('https://suuq.so/api/product-image/4');
    expect(metaOf(head, 'twitter:card')).toBe('summary_large_image');
    expect(jsonLd(head)[0].itemListElement.map((c: { name: string }) => c.name)).toEqual([headText('so', 'head.home'), 'Beauty', 'Skincare']);
  });
});

describe('notFoundHead: an address with no page behind it', () => {
  it('says its not-found name as title and description, and keeps the address out of search engines', () => {
    const head = notFoundHead('Category not found', '/category/nope', { origin: 'https://suuq.so', lang: 'en' });
    expect(head).toContain(`<title>Category not found · Suuq</title>`);
    expect(metaOf(head, 'description')).toBe('Category not found');
    expect(metaOf(head, 'robots')).toBe('noindex');
    expect(jsonLd(head)).toEqual([]);
  });
});
