/** Reads a sitemap back with a strict XML parser (saxes: well-formedness and namespaces). */
import { SaxesParser } from 'saxes';

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface ParsedSitemap {
  root: 'urlset' | 'sitemapindex';
  entries: { loc: string; lastmod?: string }[];
}

/**
 * Throws on XML that is not well-formed, and on anything the protocol does not allow: another
 * root, another namespace, an entry without exactly one absolute <loc>, a lastmod that is not
 * W3C Datetime, elements other than the entry's.
 */
export function parseSitemap(xml: string): ParsedSitemap {
  const reader = sitemapReader();
  reader.write(xml);
  return reader.close();
}

/**
 * The same checks on a document read piece by piece (an HTTP body as it arrives); each entry is
 * handed to `onEntry` when given (then not kept), else kept for `close`.
 */
export function sitemapReader(onEntry?: (entry: ParsedSitemap['entries'][number]) => void) {
  const parser = new SaxesParser({ xmlns: true });
  const stack: string[] = [];
  let root: ParsedSitemap['root'] | undefined;
  const entries: ParsedSitemap['entries'] = [];
  let entry: { loc?: string; lastmod?: string } | undefined;
  let text = '';
  parser.on('error', (err) => {
    throw err;
  });
  parser.on('opentag', (tag) => {
    if (tag.uri !== SITEMAP_NS) throw new Error(`<${tag.name}> is not in the sitemap namespace`);
    const depth = stack.length;
    if (depth === 0) {
      if (tag.local !== 'urlset' && tag.local !== 'sitemapindex') throw new Error(`root <${tag.local}>`);
      root = tag.local;
    } else if (depth === 1) {
      if (tag.local !== (root === 'urlset' ? 'url' : 'sitemap')) throw new Error(`<${tag.local}> in <${root}>`);
      entry = {};
    } else if (depth === 2) {
      if (tag.local !== 'loc' && tag.local !== 'lastmod') throw new Error(`<${tag.local}> in an entry`);
      if (entry![tag.local] !== undefined) throw new Error(`two <${tag.local}>`);
      text = '';
    } else throw new Error(`<${tag.local}> nested too deep`);
    stack.push(tag.local);
  });
  parser.on('text', (t) => {
    if (stack.length === 3) text += t;
    else if (t.trim()) throw new Error(`text ${JSON.stringify(t)} outside <loc> or <lastmod>`);
  });
  parser.on('closetag', (tag) => {
    stack.pop();
    if (stack.length === 2) entry![tag.local as 'loc' | 'lastmod'] = text;
    if (stack.length === 1) {
      if (!entry!.loc || !/^https?:\/\/[^/]+\//.test(entry!.loc)) throw new Error(`entry without an absolute loc: ${JSON.stringify(entry)}`);
      if (entry!.lastmod !== undefined && !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(entry!.lastmod)) {
        throw new Error(`lastmod ${entry!.lastmod}`);
      }
      if (onEntry) onEntry(entry as ParsedSitemap['entries'][number]);
      else entries.push(entry as ParsedSitemap['entries'][number]);
    }
  });
  return {
    write: (chunk: string) => void parser.write(chunk),
    close: (): ParsedSitemap => {
      parser.close();
      if (!root) throw new Error('no root element');
      return { root, entries };
    },
  };
}
