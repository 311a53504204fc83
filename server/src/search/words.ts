/** The keyword as words, and the tsquery built from each word's alternatives. Pure: no database. */

/** More words than this add nothing but cost; the rest are dropped. */
export const MAX_WORDS = 10;

/**
 * Somali function words ('and', 'of', 'to', 'is'): they would make an AND query miss. English ones
 * are found by the database (the english configuration drops them).
 */
const SOMALI_STOP_WORDS = new Set(['iyo', 'oo', 'ee', 'ka', 'ku', 'u', 'la', 'loo', 'ah', 'waa']);

export interface KeywordWords {
  words: string[];
  /** The keyword does not end in a space: the last word (of 3+ characters) is still being typed (prefix match). */
  lastIsPrefix: boolean;
}

/** A shorter word being typed is matched whole: 'c:*' would match most of the catalogue. */
export const MIN_PREFIX = 3;

/** Lower-case letter and digit runs, the way PostgreSQL's 'simple' parser splits text. */
export function splitKeyword(keyword: string): KeywordWords {
  const text = keyword.normalize('NFKC').toLowerCase();
  const words = (text.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  const typing = words.length > 0 && /[\p{L}\p{N}]$/u.test(text) && words.at(-1)!.length >= MIN_PREFIX;
  return { words, lastIsPrefix: typing };
}

export const isSomaliStopWord = (word: string) => SOMALI_STOP_WORDS.has(word);

/** What one word of the keyword searches for. */
export interface WordPlan {
  word: string;
  prefix: boolean;
  /** English stems of the word (empty for an English stop word). */
  stems: string[];
  /** Vocabulary words searched instead of a word the catalogue does not have. */
  corrections: string[];
  /** The word (or its stem, or as a prefix while typed) is a word of the catalogue. */
  inVocabulary: boolean;
  /**
   * For the word being typed: the vocabulary words it starts, searched instead of the prefix when
   * given (a few of them). Absent: the prefix itself is searched.
   */
  prefixWords?: string[];
  /**
   * Which of the word and its stems are vocabulary words. Given, the others are left out of the
   * query: no product has them, and a word no product has keeps GIN from sampling (matches.ts).
   */
  knownForms?: string[];
}

/**
 * Edits (insert, delete or change a letter, or swap two neighbours) between two words: the optimal
 * string alignment distance, over code points.
 */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  // d[i][j]: edits between the first i letters of x and the first j of y.
  const d = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[x.length]![y.length]!;
}

/** Shorter words are not corrected by edits: one edit of a 2-letter word is half of it. */
export const MIN_EDIT_WORD = 3;

/**
 * Words one edit away from a typed word, best first (`nearest` comes ordered by trigram distance).
 * Trigrams miss a swap or a missing letter in a short word ('lotoin' is 0.27 similar to 'lotion',
 * 'sop' 0.29 to 'soap'): this second chance is asked only when no word is trigram-close. Words
 * with digits are sizes and amounts, not typos ('300ml' is not '400ml').
 */
export function oneEditAway(word: string, nearest: string[], max: number): string[] {
  if ([...word].length < MIN_EDIT_WORD || /\p{N}/u.test(word)) return [];
  return nearest.filter((w) => w !== word && [...w].length >= MIN_EDIT_WORD && editDistance(word, w) === 1).slice(0, max);
}

/**
 * The words a swap of two neighbours or one letter too many makes of `word`: 'hawla' → 'halwa',
 * 'timirr' → 'timir'. Looked up exactly in the vocabulary (queries.ts), because trigrams rate a
 * swap poorly: it breaks up to four of a short word's trigrams ('hawla' is 0.2 similar to 'halwa',
 * under the 0.3 threshold, and 0.3 to 'haween', which it is not). About 2n words for n letters;
 * a missing or changed letter would need every letter of the alphabet tried, and trigrams and
 * the nearest words (oneEditAway) find those. Same limits as oneEditAway.
 */
export function swapsAndDeletions(word: string): string[] {
  const letters = [...word];
  if (letters.length < MIN_EDIT_WORD || /\p{N}/u.test(word)) return [];
  const out = new Set<string>();
  for (let i = 0; i < letters.length; i++) {
    if (letters.length > MIN_EDIT_WORD) out.add([...letters.slice(0, i), ...letters.slice(i + 1)].join(''));
    if (i + 1 < letters.length && letters[i] !== letters[i + 1])
      out.add([...letters.slice(0, i), letters[i + 1], letters[i], ...letters.slice(i + 2)].join(''));
  }
  out.delete(word);
  return [...out];
}

/** A word neither in the vocabulary nor close to any of it matches nothing: it would only empty an AND. */
export const matchable = (p: WordPlan) => p.inVocabulary || p.corrections.length > 0;

/** Lexemes reach the query quoted: a quote inside is doubled (words are letters and digits anyway). */
const lexeme = (w: string) => `'${w.replace(/'/g, "''")}'`;

/**
 * '(w:* | stem | correction)' for one word: any alternative may match. A prefix with its
 * vocabulary words given is searched as those words: every word of every product's document is in
 * the vocabulary (the triggers add them, nothing removes them), so they match the same products,
 * and GIN reads a few words' lists instead of first gathering every match of the prefix in a
 * bitmap of its own (twice the cost at 1M products, BENCHMARKS.md, search at 1M). For the same
 * reason a form no vocabulary word is (a misspelt word beside its corrections, an English stem
 * the catalogue never uses) is left out when knownForms says so: it matches nothing.
 */
export function wordQuery(plan: WordPlan): string {
  const known = (w: string) => !plan.knownForms || plan.knownForms.includes(w);
  const self = !plan.prefix ? (known(plan.word) ? [lexeme(plan.word)] : []) : plan.prefixWords ? plan.prefixWords.map(lexeme) : [lexeme(plan.word) + ':*'];
  const alternatives = new Set<string>(self);
  for (const s of plan.stems) if (s !== plan.word && known(s)) alternatives.add(lexeme(s));
  for (const c of plan.corrections) alternatives.add(lexeme(c));
  // No alternative left (no product has any of them): the word itself, which matches nothing either.
  const list = alternatives.size ? [...alternatives] : [lexeme(plan.word) + (plan.prefix ? ':*' : '')];
  return list.length === 1 ? list[0]! : `(${list.join(' | ')})`;
}

/**
 * Words that only glue a phrase together (English or Somali stop words) are left out, unless
 * every word is one: 'oil for hair' searches oil & hair.
 */
export function meaningful(plans: WordPlan[]): WordPlan[] {
  const isGlue = (p: WordPlan) => !p.prefix && (p.stems.length === 0 || isSomaliStopWord(p.word));
  const kept = plans.filter((p) => !isGlue(p));
  return kept.length ? kept : plans;
}

/**
 * The matches of a keyword may be sampled first (matches.ts, readMatches) when it searches one
 * word (with its stems, corrections or the words it starts): GIN samples each word of a query
 * apart, so a product having several words would have to survive several samples.
 */
export const sampleable = (plans: WordPlan[]) => meaningful(plans).length === 1;

/** Every word must match ('&'), or any word ('|') for the fallback when all of them find nothing. */
export function buildTsquery(plans: WordPlan[], join: '&' | '|'): string {
  return meaningful(plans)
    .map(wordQuery)
    .join(` ${join} `);
}
