import { createMessages, getLanguage, setLanguage } from 'shared-ui';
import { textIn } from './textIn';

const messages = createMessages('text-in-test', {
  so: { greeting: 'Soo dhawoow {{name}}', items_other: '{{count}} shay' },
  en: {
    greeting: 'Welcome {{name}}',
    onlyEnglish: 'Only in English',
    items_one: '{{count}} item',
    items_other: '{{count}} items',
  },
});
const text = textIn(messages);

describe('textIn: a catalogue in the language asked for', () => {
  it('answers in the language of the call, whatever the page is in', () => {
    setLanguage('en');
    expect(text('so', 'greeting', { name: 'Hodan' })).toBe('Soo dhawoow Hodan');
    setLanguage('so');
    expect(text('en', 'greeting', { name: 'Hodan' })).toBe('Welcome Hodan');
    expect(getLanguage()).toBe('so');
  });

  it('gives the English text of a key Somali leaves out, never a blank', () => {
    expect(text('so', 'onlyEnglish')).toBe('Only in English');
  });

  it("chooses the plural by the language's rules", () => {
    expect(text('en', 'items', { count: 1 })).toBe('1 item');
    expect(text('en', 'items', { count: 3 })).toBe('3 items');
    expect(text('so', 'items', { count: 1 })).toBe('1 shay');
  });

  it('is the same lookup as the page t', () => {
    setLanguage('so');
    expect(text('so', 'onlyEnglish')).toBe(messages.t('onlyEnglish'));
    expect(text('so', 'items', { count: 2 })).toBe(messages.t('items', { count: 2 }));
  });
});
