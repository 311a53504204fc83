import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from 'shared-ui';
import { HelpPage } from './HelpPage';
import { HELP_PATHS, helpPage } from './pages';

const renderAt = (path: (typeof HELP_PATHS)[number]) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <HelpPage path={path} />
    </MemoryRouter>,
  );

afterAll(() => setLanguage('en'));

describe('footer help pages (spec §2 Footer)', () => {
  test.each(HELP_PATHS)(
    '%s has its own heading, sections and the contact, in Somali and English',
    (path) => {
      for (const language of ['so', 'en'] as const) {
        setLanguage(language);
        const { unmount } = renderAt(path);
        const page = helpPage(path, language);
        expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
        expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(
          page.sections.length,
        );
        expect(screen.getByRole('link', { name: 'support@suuq.so' })).toHaveAttribute(
          'href',
          'mailto:support@suuq.so',
        );
        expect(screen.getByText('Maka Al-Mukarama Road, Hodan, Mogadishu')).toBeInTheDocument();
        // The other help pages are one tap away; this one is not linked to itself.
        const more = within(screen.getByRole('navigation'));
        expect(more.getAllByRole('link')).toHaveLength(HELP_PATHS.length - 1);
        expect(document.body.textContent).not.toMatch(/lorem|ipsum/i);
        unmount();
      }
    },
  );

  test('the Somali and English pages differ (each language has its own text)', () => {
    for (const path of HELP_PATHS)
      expect(helpPage(path, 'so').intro).not.toBe(helpPage(path, 'en').intro);
  });

  test('shipping states the Banadir fees, HAAD EXPRESS and free delivery of the delivery zones', () => {
    const text = JSON.stringify(helpPage('/shipping-info', 'en'));
    expect(text).toContain('Standard: $1.50, 1-2 days');
    expect(text).toContain('HAAD EXPRESS: $3.50, same day / next day');
    expect(text).toContain('$25.00');
  });

  test('billing names every payment way of the shop', () => {
    const text = JSON.stringify(helpPage('/billing-info', 'so'));
    for (const way of ['Cash on delivery', 'EVC Plus', 'Zaad', 'Sahal', 'eDahab', 'wallet'])
      expect(text).toContain(way);
  });
});
