import { t as shellText } from 'shell/messages';
import { setLanguage, type Language } from 'shared-ui';

/**
 * A shell text in a language, from the shell's catalogue (as that language's page says it). The
 * catalogue follows shared-ui's current language, which the specs keep Somali (the shop's default).
 */
export function shellTextIn(lang: Language, key: Parameters<typeof shellText>[0]): string {
  setLanguage(lang);
  try {
    return shellText(key);
  } finally {
    setLanguage('so');
  }
}
