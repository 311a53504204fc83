/**
 * The bounded primitives every call's params are built from: no field of the contract is an
 * unbounded number, string or array. The server refuses anything outside them with 400 before any
 * query, so a value PostgreSQL cannot store or compare (an id past int4, a NUL in a text, a limit
 * of 10^20) never reaches the database. Schemas only: like every schema this module stays out of
 * the production browser bundle (see routes.ts).
 */
import Type from 'shared-schema';
import { PRODUCT_IMAGE_WIDTHS } from './constants';

/** Largest value of a PostgreSQL int4 (serial ids, counts, prices in cents). */
export const INT4_MAX = 2_147_483_647;

/** Largest price in dollars: prices are stored as int4 cents. */
export const MONEY_MAX = INT4_MAX / 100;

/** Deepest JSON body the server parses further (the deepest params today nest 3 levels). */
export const BODY_DEPTH_MAX = 16;

/**
 * One line of text: any letter of any language, spaces and punctuation ("Saliid qumbe ah oo la
 * shiiday 'organic'"), but no control character (U+0000–U+001F, U+007F–U+009F). PostgreSQL's
 * text refuses NUL outright, and the others have no business in a name, e-mail or slug.
 */
export const TEXT_PATTERN = '^[^\\u0000-\\u001F\\u007F-\\u009F]*$';

/** Text of several lines (notes, comments, descriptions): tab, line feed and carriage return too. */
export const MULTILINE_PATTERN = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$';

/** One line of at most `max` characters (and at least `min`, 0 by default). */
export const Text = (max: number, min = 0) => Type.String({ minLength: min, maxLength: max, pattern: TEXT_PATTERN });

/** Several lines of at most `max` characters. */
export const MultilineText = (max: number, min = 0) => Type.String({ minLength: min, maxLength: max, pattern: MULTILINE_PATTERN });

/** A row id of an int4 (serial) column. */
export const Id = Type.Integer({ minimum: 1, maximum: INT4_MAX });

/**
 * An id as a path segment carries it ('/api/product-image/42'): 1 to 9 digits, so it always fits
 * an int4 (ids past 999 999 999 do not exist in a shop of this size).
 */
export const ID_DIGITS_PATTERN = '^[0-9]{1,9}$';
export const IdDigits = Type.String({ minLength: 1, maxLength: 9, pattern: ID_DIGITS_PATTERN });

/** A page size: 1 to `max`, `dflt` when missing. */
export const Limit = (max: number, dflt: number) => Type.Optional(Type.Integer({ minimum: 1, maximum: max, default: dflt }));

/** How many rows a listing skips; past this a shopper searches rather than pages. */
export const OFFSET_MAX = 1_000_000;
export const Offset = Type.Integer({ minimum: 0, maximum: OFFSET_MAX });

/** A price in dollars (2 decimals), as a filter or an amount. */
export const Money = Type.Number({ minimum: 0, maximum: MONEY_MAX });

/** Milliseconds since 1970 of 9999-12-31T23:59:59.999Z: no time the shop deals in is later. */
export const TIMESTAMP_MS_MAX = 253_402_300_799_999;

/** At most `max` items, each of `item`. */
export const List = <T extends Parameters<typeof Type.Array>[0]>(item: T, max: number) => Type.Array(item, { maxItems: max });

/**
 * `?w=` of a product image: one of PRODUCT_IMAGE_WIDTHS (a query value, so a string); absent means
 * the image's own size (a tile's 600 px). A pattern rather than a union of literals, so its 400
 * names the widths. The format follows the request's Accept (AVIF, else WebP, else JPEG; no Accept
 * header: WebP) and answers carry `Vary: Accept`.
 */
export const ProductImageWidthParam = Type.Optional(Type.String({ maxLength: 4, pattern: `^(${PRODUCT_IMAGE_WIDTHS.join('|')})$` }));
