import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { logInNewShopper } from './session';

// The shop opens in Somali; each label is matched in both languages of the catalogue.
const needField = (page: Page) => page.getByLabel(/^(Describe what you need|Sharax waxaad u baahan tahay)$/);
const budgetField = (page: Page) => page.getByLabel(/^(Budget|Miisaaniyad) \(US\$\)$/);
const resultsHeading = (page: Page) => page.getByRole('heading', { name: /^Ila Tali (suggests|waxay kuu soo jeedinaysaa) \d+/ });
const cards = (page: Page) => page.locator('li[data-product-id]');
const ADVISORS = '+252610000000';

type Suggestion = { product: { id: number; price: number; name: string }; reasons: string[] };

for (const size of [
  { label: 'desktop', viewport: { width: 1280, height: 800 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`Ila Tali at ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use({ viewport: size.viewport });

    test('Ila Tali returns suggestions: a need with a budget of $20 gets products within it, each with its reasons', async ({ page }) => {
      await logInNewShopper(page);
      await page.goto('/advisor');
      await expect(page.getByRole('heading', { level: 1, name: 'Ila Tali' })).toBeVisible();
      await needField(page).fill('kareem maqaar qalalan');
      await budgetField(page).fill('20');
      const answered = page.waitForResponse((r) => /\/api\/advisor\/suggest(\?|$)/.test(r.url()));
      await page.getByRole('button', { name: /^(Get suggestions|Hel talooyin)$/ }).click();
      const body = (await (await answered).json()) as { result: { suggestions: Suggestion[] } };
      const suggestions = body.result.suggestions;
      expect(suggestions.length).toBeGreaterThan(0);

      await expect(resultsHeading(page)).toBeVisible();
      await expect(resultsHeading(page)).toBeFocused();
      await expect(cards(page)).toHaveCount(suggestions.length);
      for (const [i, s] of suggestions.entries()) {
        expect(s.product.price).toBeLessThanOrEqual(20);
        const card = cards(page).nth(i);
        await expect(card).toHaveAttribute('data-product-id', String(s.product.id));
        await expect(card.getByRole('link', { name: s.product.name })).toBeVisible();
        // The price shown is the product's, within the budget; the reasons are listed, the budget's among them.
        const shown = Number(/\$(\d+\.\d\d)/.exec(await card.innerText())![1]);
        expect(shown).toBe(s.product.price);
        const reasons = card.getByTestId('advisor-reasons').getByRole('listitem');
        await expect(reasons).toHaveCount(s.reasons.length);
        await expect(reasons.filter({ hasText: `Within your budget of $20.00 — $${s.product.price.toFixed(2)}` })).toHaveCount(1);
      }
      // Nothing wider than the phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.viewport.width);
      await page.screenshot({ path: path.join(__dirname, `../../.tmp/screens/advisor-${size.label}.png`), fullPage: true });
    });

    test('asking a human advisor sends the question over WhatsApp and says where the reply comes', async ({ page }) => {
      await logInNewShopper(page);
      await page.goto('/advisor');
      const question = `Cadar hooyo ${Date.now()}`;
      await needField(page).fill(question);
      // The question follows the need.
      const questionField = page.getByLabel(/^(Your question|Su'aashaada)$/);
      await expect(questionField).toHaveValue(question);
      await page.getByRole('button', { name: /^(Send on WhatsApp|Ku dir WhatsApp)$/ }).click();
      const status = page.getByRole('status').filter({ hasText: /(An advisor will reply on WhatsApp to|La-taliye ayaa kaaga jawaabi doona WhatsApp) \+2526/ });
      await expect(status).toBeVisible();
      await expect(status).toBeFocused();
      // It reached the advisors' WhatsApp (the demo shop's outbox), with the shopper's words.
      await expect
        .poll(async () => {
          const res = await page.request.post('/api/dev/outbox', { data: { jsonrpc: '2.0', method: 'call', params: { to: ADVISORS, limit: 20 }, id: 1 } });
          const { result } = (await res.json()) as { result?: { messages: { template: string; text: string }[] } };
          return result?.messages.some((m) => m.template === 'advisor_question' && m.text.includes(question)) ?? false;
        })
        .toBe(true);
      await expect(page.getByRole('listitem').filter({ hasText: question })).toBeVisible();
      await page.screenshot({ path: path.join(__dirname, `../../.tmp/screens/advisor-asked-${size.label}.png`), fullPage: true });
    });

    test('logged out, /advisor asks to log in', async ({ page }) => {
      await page.goto('/advisor');
      await expect(page.getByRole('dialog', { name: 'Gal' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Ila Tali' })).toHaveCount(0);
    });
  });
}

test.describe('Ila Tali at 320×640', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('on a 320 px phone the form and the suggestions fit the screen, and the form works from the keyboard', async ({ page }) => {
    await logInNewShopper(page);
    await page.goto('/advisor');
    await needField(page).fill('timo');
    // Keyboard: from the need to the skin types (radios move with the arrows), then submit with Enter.
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: /^(Dry|Qalalan)$/ })).toBeChecked();
    await budgetField(page).fill('10');
    await budgetField(page).press('Enter');
    await expect(resultsHeading(page)).toBeFocused();
    await expect(cards(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
