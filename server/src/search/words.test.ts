import { correctionsOf } from './service';
import { buildTsquery, editDistance, matchable, MAX_WORDS, oneEditAway, sampleable, splitKeyword, swapsAndDeletions, wordQuery, type WordPlan } from './words';

const plan = (word: string, extra: Partial<WordPlan> = {}): WordPlan => ({ word, prefix: false, stems: [word], corrections: [], inVocabulary: true, ...extra });

describe('keyword words', () => {
  it('splits on anything but letters and digits, lower-cased like the simple parser', () => {
    expect(splitKeyword("  Saliid QUMBE, Palmer's 500ml ").words).toEqual(['saliid', 'qumbe', 'palmer', 's', '500ml']);
  });

  it('the last word is a prefix while it is being typed (3+ characters), not after a space', () => {
    expect(splitKeyword('coconut oil').lastIsPrefix).toBe(true);
    expect(splitKeyword('coconut oi').lastIsPrefix).toBe(false);
    expect(splitKeyword('coconut oil ').lastIsPrefix).toBe(false);
    expect(splitKeyword('vitamin c').lastIsPrefix).toBe(false);
    expect(splitKeyword('   ').words).toEqual([]);
  });

  it(`keeps at most ${MAX_WORDS} words`, () => {
    expect(splitKeyword('a b c d e f g h i j k l').words).toHaveLength(MAX_WORDS);
  });
});

describe('tsquery', () => {
  it('one word searches itself, its stem, its corrections and a prefix while typed', () => {
    expect(wordQuery(plan('cocnut', { corrections: ['coconut', 'cocoa'] }))).toBe("('cocnut' | 'coconut' | 'cocoa')");
    expect(wordQuery(plan('dates', { stems: ['date'], prefix: true }))).toBe("('dates':* | 'date')");
    expect(wordQuery(plan('timir'))).toBe("'timir'");
  });

  it('words are AND-ed, or OR-ed for the fallback', () => {
    expect(buildTsquery([plan('saliid'), plan('qumbe')], '&')).toBe("'saliid' & 'qumbe'");
    expect(buildTsquery([plan('saliid'), plan('qumbe')], '|')).toBe("'saliid' | 'qumbe'");
  });

  it('English and Somali glue words are left out unless nothing else is left', () => {
    const forWord = plan('for', { stems: [] });
    expect(buildTsquery([plan('oil'), forWord, plan('hair')], '&')).toBe("'oil' & 'hair'");
    expect(buildTsquery([plan('saliid'), plan('iyo'), plan('timir')], '&')).toBe("'saliid' & 'timir'");
    expect(buildTsquery([forWord], '&')).toBe("'for'");
  });

  it('a word outside the vocabulary without corrections cannot match', () => {
    expect(matchable(plan('bx', { inVocabulary: false }))).toBe(false);
    expect(matchable(plan('cocnut', { inVocabulary: false, corrections: ['coconut'] }))).toBe(true);
  });

  it('a word being typed with its vocabulary words given is searched as those words, not as a prefix', () => {
    const typed = { prefix: true, stems: ['kareemka'] };
    expect(wordQuery(plan('kareem', { ...typed, stems: ['kareem'], prefixWords: ['kareem', 'kareemka'] }))).toBe("('kareem' | 'kareemka')");
    expect(wordQuery(plan('lotions', { prefix: true, stems: ['lotion'], prefixWords: [] }))).toBe("'lotion'");
    // Not given (too many words start it): the prefix.
    expect(wordQuery(plan('kareemka', typed))).toBe("'kareemka':*");
    // Nothing left at all: the prefix, which matches nothing either.
    expect(wordQuery(plan('zzz', { prefix: true, stems: [], prefixWords: [] }))).toBe("'zzz':*");
  });

  it('forms no vocabulary word is (a misspelt word, an unused stem) are left out when the known forms are given', () => {
    expect(wordQuery(plan('xinne', { stems: ['xinn'], knownForms: ['xinne'] }))).toBe("'xinne'");
    expect(wordQuery(plan('blak', { stems: ['blak'], inVocabulary: false, corrections: ['black'], knownForms: [] }))).toBe("'black'");
    expect(wordQuery(plan('body', { stems: ['bodi'], knownForms: ['body', 'bodi'] }))).toBe("('body' | 'bodi')");
    // Not given: every form, as before.
    expect(wordQuery(plan('xinne', { stems: ['xinn'] }))).toBe("('xinne' | 'xinn')");
  });

  it('only a keyword of one meaningful word is sampled: several words must each survive their own sample', () => {
    expect(sampleable([plan('kareemka', { prefix: true })])).toBe(true);
    expect(sampleable([plan('oil'), plan('for', { stems: [] })])).toBe(true);
    expect(sampleable([plan('hena', { corrections: ['henna'] })])).toBe(true);
    expect(sampleable([plan('black'), plan('seed')])).toBe(false);
  });

  it('a quote in a word cannot break out of its lexeme', () => {
    expect(wordQuery(plan("o'x", { stems: [] }))).toBe("'o''x'");
  });
});

describe('one-edit corrections', () => {
  it('a swap of neighbours, a missing, an extra or a changed letter is one edit', () => {
    expect(editDistance('lotoin', 'lotion')).toBe(1);
    expect(editDistance('sop', 'soap')).toBe(1);
    expect(editDistance('soaap', 'soap')).toBe(1);
    expect(editDistance('xinni', 'xinne')).toBe(1);
    expect(editDistance('lotion', 'lotion')).toBe(0);
    expect(editDistance('lotnoi', 'lotion')).toBe(2);
    expect(editDistance('', 'oil')).toBe(3);
  });

  it('keeps the nearest words one edit away, in their order, up to the limit', () => {
    expect(oneEditAway('sop', ['soap', 'shop', 'soup', 'sip', 'top'], 3)).toEqual(['soap', 'shop', 'soup']);
    expect(oneEditAway('lotoin', ['lotion', 'lemon', 'loofah'], 3)).toEqual(['lotion']);
  });

  it('words under 3 letters, words with digits and 2-letter candidates are not corrected by edits', () => {
    expect(oneEditAway('oi', ['oil', 'on'], 3)).toEqual([]);
    expect(oneEditAway('300ml', ['400ml', '500ml'], 3)).toEqual([]);
    expect(oneEditAway('sop', ['so', 'soap'], 3)).toEqual(['soap']);
  });
});

describe('swap and deletion variants (looked up in the vocabulary)', () => {
  it('every swap of two neighbours and every letter left out, once each, the word itself not', () => {
    expect(swapsAndDeletions('hawla').sort()).toEqual(['ahwla', 'awla', 'hala', 'halwa', 'hawa', 'hawal', 'hawl', 'hwala', 'hwla'].sort());
    expect(swapsAndDeletions('timirr')).toContain('timir');
    expect(swapsAndDeletions('timirr')).not.toContain('timirr');
  });

  it('no variants for short words or words with digits; no 2-letter variants of a 3-letter word', () => {
    expect(swapsAndDeletions('oi')).toEqual([]);
    expect(swapsAndDeletions('300ml')).toEqual([]);
    expect(swapsAndDeletions('sop').sort()).toEqual(['osp', 'spo']);
  });
});

describe('which corrections stand in for an unknown word', () => {
  const lookup = (word: string, close: [string, number][], edits: string[] = [], nearest: string[] = []) => ({
    word,
    close: close.map(([w, similarity]) => ({ word: w, similarity })),
    edits,
    nearest,
  });

  it("a word one edit away wins over a word that only shares trigrams: 'hawla' → 'halwa', not 'haween' (issue 28)", () => {
    expect(correctionsOf(lookup('hawla', [['haween', 0.3]], ['halwa']))).toEqual(['halwa']);
  });

  it('trigram-close words one edit away come first; without any, the close words as before', () => {
    expect(correctionsOf(lookup('timirr', [['timir', 0.63], ['timo', 0.33]], ['timir']))).toEqual(['timir']);
    expect(correctionsOf(lookup('shampooing', [['shampoo', 0.6], ['shampoos', 0.55], ['sham', 0.3]]))).toEqual(['shampoo', 'shampoos']);
    expect(correctionsOf(lookup('sop', [], [], ['soap', 'shop', 'stop', 'soup']))).toEqual(['soap', 'shop', 'stop']);
  });
});
