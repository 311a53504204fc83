import { t as shellText } from 'shell/messages';
import type { Page } from '@playwright/test';
import { setLanguage, type Language } from 'shared-ui';
import { languageCookie } from 'shared-ui/language-cookie';

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

/**
 * What the header's language switch leaves on the device: the language remembered and its cookie,
 * which shared-ui reads first (the servers draw by it). The next page opens in `lang`.
 */
export async function chooseLanguage(page: Page, lang: Language): Promise<void> {
  await page.evaluate(([chosen, cookie]) => {
    localStorage.setItem('suuqLanguage', chosen);
    document.cookie = cookie;
  }, [lang, languageCookie(lang)] as const);
}
