import type { ProductDetail } from 'shared-api';
import { BRAND, formatPrice, type Language } from 'shared-ui';
import { productPageUrl } from '../product/share/share';
import { headText } from './headMessages';

/** What the head says of a description: search engines show about this much. */
const DESCRIPTION_MAX = 160;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside <script>: no `</script>` or `<!--` can end the element early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028|\u2029/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);

export const absolute = (origin: string, url: string) => new URL(url, `${origin.replace(/\/$/, '')}/`).href;

const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

export function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}…`;
}

/**
 * The product page's head: title, description, canonical URL, Open Graph (a link shared on
 * WhatsApp or Facebook previews with the name, picture and price), a Twitter card, and JSON-LD
 * (Product with its offer, availability and rating; BreadcrumbList). `origin` is the shop's public
 * origin: every URL in the head is absolute.
 */
export function productHead(product: ProductDetail, { origin, lang }: { origin: string; lang: Language }): string {
  const url = productPageUrl(product.slug, origin);
  const image = absolute(origin, product.imageUrl);
  const price = product.price.toFixed(2);
  const title = headText(lang, 'head.productTitle', { name: product.name, brand: BRAND.name });
  const description = clip(
    (lang === 'so' ? product.description_so || product.description : product.description) ||
      headText(lang, 'head.productDescription', { name: product.name, price: formatPrice(product.price), brand: BRAND.name }),
  );
  const inStock = !product.isOutOfStock && product.quantity > 0;
  const jsonLd = [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description,
      image: [image],
      sku: String(product.id),
      ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
      offers: { '@type': 'Offer', url, priceCurrency: 'USD', price, availability: `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}` },
      ...(product.review_count > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.review_count } } : {}),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: headText(lang, 'head.home'), item: absolute(origin, '/home') },
        { '@type': 'ListItem', position: 2, name: product.category, item: absolute(origin, `/category/${product.category_slug}`) },
        { '@type': 'ListItem', position: 3, name: product.name, item: url },
      ],
    },
  ];
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', BRAND.name),
    meta('property', 'og:title', product.name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', lang === 'so' ? 'so_SO' : 'en_US'),
    meta('property', 'product:price:amount', price),
    meta('property', 'product:price:currency', 'USD'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', product.name),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    ...jsonLd.map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`),
  ].join('');
}

/** Where a page's head puts its URLs, and which language its texts are in. */
export interface HeadContext {
  origin: string;
  lang: Language;
}

/** What a catalogue page (not a product) says of itself in its head. */
export interface PageHeadFields {
  title: string;
  description: string;
  /** The page's own address (path and query), made absolute on `origin` for canonical and og:url. */
  path: string;
  /** The page's natural picture (a category's first product), when it has one. */
  image?: string;
  /** schema.org items (BreadcrumbList, Organization, WebSite). */
  jsonLd?: object[];
  /** For pages search engines should follow but not list (search results). */
  robots?: string;
}

/**
 * The head of one of the catalogue's listing or content pages: title, description, canonical URL,
 * Open Graph (og:type website), a Twitter card (large when there is a picture) and its JSON-LD.
 */
export function pageHead(fields: PageHeadFields, { origin, lang }: HeadContext): string {
  const url = absolute(origin, fields.path);
  const image = fields.image ? absolute(origin, fields.image) : undefined;
  const description = clip(fields.description);
  return [
    `<title>${escapeHtml(fields.title)}</title>`,
    meta('name', 'description', description),
    ...(fields.robots ? [meta('name', 'robots', fields.robots)] : []),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', BRAND.name),
    meta('property', 'og:title', fields.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('property', 'og:locale', lang === 'so' ? 'so_SO' : 'en_US'),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', fields.title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...(fields.jsonLd ?? []).map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`),
  ].join('');
}

/** A BreadcrumbList from the home page down to `trail`'s last page (absolute item URLs). */
export function breadcrumbs(trail: { name: string; path: string }[], { origin, lang }: HeadContext): object {
  const items = [{ name: headText(lang, 'head.home'), path: '/home' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: absolute(origin, item.path) })),
  };
}

/**
 * The shop's postal address for schema.org, read from the one the footer shows (BRAND.address:
 * street, district, city, region, country), so the two never differ.
 */
export function postalAddress(address: string = BRAND.address): object {
  const parts = address.split(',').map((p) => p.trim());
  const [country, region, locality] = [parts.pop(), parts.pop(), parts.pop()];
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.join(', '),
    addressLocality: locality,
    addressRegion: region,
    addressCountry: country === 'Somalia' ? 'SO' : country,
  };
}

/** The home page's JSON-LD: the shop (Organization, with the footer's address) and its search. */
export function shopJsonLd(origin: string): object[] {
  const home = absolute(origin, '/');
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: BRAND.name,
      url: home,
      logo: absolute(origin, '/icon-512.png'),
      email: BRAND.supportEmail,
      address: postalAddress(),
      sameAs: Object.values(BRAND.social),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: BRAND.name,
      url: home,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${absolute(origin, '/search-results')}?keyword={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
