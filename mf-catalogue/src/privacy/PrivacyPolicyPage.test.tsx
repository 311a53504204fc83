import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BRAND, setLanguage, tokens } from 'shared-ui';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';

const renderPage = () =>
  render(
    <MemoryRouter>
      <PrivacyPolicyPage />
    </MemoryRouter>,
  );

describe('PrivacyPolicyPage', () => {
  it('has a Somali heading and section titles by default', () => {
    setLanguage('so');
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Siyaasadda Asturnaanta — Privacy Policy' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: /Macluumaadka aan ururino/ }),
    ).toBeInTheDocument();
  });

  it('names the data collected: account, addresses, orders and wallet', () => {
    setLanguage('en');
    renderPage();
    const collected = screen.getByRole('region', { name: 'What we collect' });
    for (const word of [
      /^Account details/,
      /^Delivery addresses/,
      /^Orders/,
      /^Wallet and membership/,
    ]) {
      expect(collected).toContainElement(screen.getByText(word));
    }
  });

  it('says codes come by WhatsApp and e-mail, and that data is never sold', () => {
    setLanguage('en');
    renderPage();
    expect(screen.getByText(/six-digit code by WhatsApp and by e-mail/)).toBeInTheDocument();
    expect(screen.getByText(/We never sell your personal information/)).toBeInTheDocument();
  });

  it("links the brand's support e-mail", () => {
    setLanguage('en');
    renderPage();
    expect(screen.getByRole('link', { name: BRAND.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${BRAND.supportEmail}`,
    );
  });

  it("reads in the help pages' layout: a 760px measure, h2 headings a step above the text", () => {
    setLanguage('en');
    renderPage();
    const article = screen.getByRole('article');
    expect(getComputedStyle(article).maxWidth).toBe('760px');
    expect(getComputedStyle(article).gap).toBe(tokens.spacing.lg);
    expect(getComputedStyle(screen.getByRole('heading', { level: 2, name: 'What we collect' })).fontSize).toBe(tokens.font.size.lg);
  });
});
