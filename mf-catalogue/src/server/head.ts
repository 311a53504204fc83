import type { ProductDetail } from 'shared-api';
import { absolute, clip, escapeHtml, meta, pageHead, scriptJson, type HeadContext } from 'shared-federation/server';
import { BRAND, formatPrice, type Language } from 'shared-ui';
import { productPageUrl } from '../product/share/share';
import { pageTitle } from 'shared-ui/tab-title';
import { headText } from './headMessages';
import { productCategoryName } from '../categories/categoryNames';

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
        { '@type': 'ListItem', position: 2, name: productCategoryName(product, lang), item: absolute(origin, `/category/${product.category_slug}`) },
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

export { absolute, clip, pageHead, scriptJson, type HeadContext, type PageHeadFields } from 'shared-federation/server';

/** A BreadcrumbList from the home page down to `trail`'s last page (absolute item URLs). */
export function breadcrumbs(trail: { name: string; path: string }[], { origin, lang }: HeadContext): object {
  const items = [{ name: headText(lang, 'head.home'), path: '/home' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: absolute(origin, item.path) })),
  };
}

/** A page known by its name, and where it sits under the home page. */
export interface NamedPage {
  /** The page's name in the request's language: the title's page and the breadcrumb's last step. */
  name: string;
  description: string;
  path: string;
  /** The page's natural picture (a listing's first product). */
  image?: string;
  /** Steps between the home page and this one (a subcategory's main category). */
  above?: { name: string; path: string }[];
}

/**
 * The head of a page known by its name (a category, a section, the privacy policy): the title
 * '<name> | Suuq', its description, address and picture, and its breadcrumb from the home page.
 */
export function namedPageHead({ name, description, path, image, above = [] }: NamedPage, context: HeadContext): string {
  return pageHead(
    {
      title: pageTitle(name),
      description,
      path,
      image,
      jsonLd: [breadcrumbs([...above, { name, path }], context)],
    },
    context,
  );
}

/**
 * The head of an address with no page behind it (an unknown category or section): its own
 * 'not found' name as title and description, kept out of search engines.
 */
export function notFoundHead(name: string, path: string, context: HeadContext): string {
  return pageHead({ title: pageTitle(name), description: name, path, robots: 'noindex' }, context);
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
