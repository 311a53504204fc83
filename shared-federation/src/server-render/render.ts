import type { ReactElement } from 'react';
import type { Language } from 'shared-ui';

/** What the render service asks a remote's `./render` for (render/src/renderArea.mjs). */
export interface RenderRequest {
  /** Path and query of the page (/product/black-tea). */
  url: string;
  /** The request's Cookie header: the shopper's language is its `suuq_lang` (Somali when absent). */
  cookie?: string;
  /** The shop's public origin, for canonical and preview URLs (https://suuq.so). */
  origin: string;
  /** Where this process reaches the API (http://127.0.0.1:4000); the pages' own calls are relative. */
  apiOrigin: string;
}

/** A remote's answer: null when it does not render that page on the server. */
export interface RenderResult {
  /** The page's tree (remoteServerPage), with its data already in it: render it once. */
  element: ReactElement;
  /** Tags for <head> (pageHead: title, description, canonical, Open Graph, Twitter, JSON-LD). */
  head: string;
  /** The page's answers by data key, to embed once in the page for hydration. */
  data: Record<string, unknown>;
  status: number;
  /** The language the page was rendered in, for `<html lang>`. */
  lang: Language;
}
