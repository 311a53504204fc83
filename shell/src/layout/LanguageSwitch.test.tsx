import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { RenderedLanguage } from 'shared-ui';
import { languageSwitchAnswer } from 'shared-ui/language-switch';
import { LanguageSwitch, PhoneLanguageLink } from './LanguageSwitch';

/** The server's HTML read as a page without scripts reads it: a noscript's content as elements. */
function withoutScripts(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html.replace(/<\/?noscript>/g, (tag) => tag.replace('noscript', 'section'));
  return holder;
}

describe('the language switch', () => {
  it.each([
    ['so', 'en', 'English'],
    ['en', 'so', 'Af-Soomaali'],
  ] as const)("on the server's %s page, a no-script link to the servers' switch to %s, named in that language, beside the button", (page, other, name) => {
    const html = renderToString(
      <RenderedLanguage value={page}>
        <LanguageSwitch />
        <PhoneLanguageLink />
      </RenderedLanguage>,
    );
    expect(html).toMatch(/<button[^>]*data-testid="language-switch"/);
    const links = [...withoutScripts(html).querySelectorAll('section > a')];
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('lang', other);
      // The link and the answer meet: it is the switch the servers answer, to that language.
      const answer = languageSwitchAnswer(link.getAttribute('href')!, { referer: 'http://suuq.test/cart', host: 'suuq.test' });
      expect(answer?.headers['set-cookie']).toMatch(new RegExp(`^suuq_lang=${other};`));
      expect(answer?.headers.location).toBe('/cart');
    }
    expect(links[0]).toHaveTextContent(name);
    // The phone's is the globe alone: its name is for screen readers.
    expect(links[1]).toHaveAttribute('aria-label', name);
  });

  it('in the browser the switch is the button, and the noscript stays empty', () => {
    const { container } = render(<LanguageSwitch />);
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(container.querySelector('noscript')!.childNodes).toHaveLength(0);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
