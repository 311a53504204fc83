import { expect, test, type Page } from '@playwright/test';
import { codeFromOutbox, demoCredentials, logInViaApi, registerViaApi } from './session';

const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Gal' });
const banner = (page: Page) => page.getByRole('banner');

test.describe('accounts and session', () => {
  test('register → code from the outbox → verify → /account logged in', async ({ page }) => {
    const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const email = `e2e-${unique}@example.so`;
    await page.goto('/home');
    await banner(page).getByRole('button', { name: 'Login/Register' }).click();
    await loginDialog(page).getByRole('button', { name: 'Samee akoon' }).click();
    const form = page.getByRole('dialog', { name: 'Samee akoon' });
    await form.getByLabel('Magaca oo buuxa').fill('Amina E2E');
    await form.getByLabel('Email').fill(email);
    await expect(form.getByLabel('Dalka')).toHaveValue('Somalia');
    await form.getByLabel('Lambarka telefoonka').fill(`61${unique.slice(-7)}`);
    await form.getByLabel('Furaha sirta ah').fill('safe-password-1');
    await form.getByLabel('Xaqiiji furaha sirta').fill('safe-password-1');
    await form.getByLabel('Taariikhda dhalashada').fill('2000-01-31');
    await form.getByRole('button', { name: 'Samee akoon' }).click();

    const verify = page.getByRole('dialog', { name: 'Geli koodhkaaga' });
    await expect(verify).toBeVisible();
    await expect(verify.getByRole('button', { name: /Ii soo dir koodh cusub \d+ s kadib/ })).toBeDisabled();
    const code = await codeFromOutbox(page.request, email, 'verification_code');
    // The registration ticket travels with the pending user id (verify and resend need it).
    const pending = await page.evaluate(() => ({ id: localStorage.getItem('user_id'), data: JSON.parse(localStorage.getItem('tempUserData') ?? '{}') }));
    expect(pending.id).toMatch(/^\d+$/);
    expect(pending.data.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await verify.getByLabel('Koodhka xaqiijinta').fill(code);
    await verify.getByRole('button', { name: 'Xaqiiji' }).click();
    await expect(verify).toContainText('Akoonkaaga waa la xaqiijiyay');
    await expect(page).toHaveURL(/\/account$/);
    await expect(verify).toBeHidden();
    await expect(banner(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    const stored = await page.evaluate(() => ({ flag: localStorage.getItem('userLoggedIn'), user: JSON.parse(localStorage.getItem('suuqUser') ?? 'null') }));
    expect(stored.flag).toBe('true');
    expect(stored.user).toMatchObject({ email, role: 'customer' });
  });

  test('logout → /home with every credential cleared, and protected pages ask to log in again', async ({ page }) => {
    await logInViaApi(page);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account$/);
    await banner(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(banner(page).getByRole('button', { name: 'Login/Register' })).toBeVisible();
    const left = await page.evaluate(() => ['suuqUser', 'api_key', 'api_key_expires', 'userLoggedIn', 'userName'].map((k) => localStorage.getItem(k)));
    expect(left).toEqual([null, null, null, null, null]);
    await page.goto('/wishlist');
    await expect(page).toHaveURL(/\/home$/);
    await expect(loginDialog(page)).toBeVisible();
  });

  test('open /cart logged out → log in (Use Test Account) → back on /cart', async ({ page }) => {
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/home$/);
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Use Test Account' }).click();
    const { email } = await demoCredentials(page.request);
    await expect(dialog.getByLabel('Email ama telefoon')).toHaveValue(email);
    await dialog.getByRole('button', { name: 'Gal', exact: true }).click();
    await expect(page.getByTestId('toasts')).toContainText('Soo noqod wanaagsan');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });

  test('a wrong password shows the Somali login failure in the form', async ({ page }) => {
    await page.goto('/home');
    await banner(page).getByRole('button', { name: 'Login/Register' }).click();
    const dialog = loginDialog(page);
    await dialog.getByLabel('Email ama telefoon').fill('nobody@example.so');
    await dialog.getByLabel('Furaha sirta ah').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Gal', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText(/^Galitaanka wuu fashilmay/);
  });

  test('password attempts locked (429) → "Send me a login code" → the code from the outbox logs the owner in', async ({ page }) => {
    test.setTimeout(90_000);
    const { email, password } = await registerViaApi(page.request);
    // Wrong passwords from this machine until the lock lasts 16 s (1, 2, 4, 8, 16 s from the 5th).
    let failures = 0;
    while (failures < 9) {
      const res = await page.request.post('/api/user/login', { data: { jsonrpc: '2.0', method: 'call', params: { email, password: 'wrong-password' }, id: 1 } });
      if (res.status() === 401) failures += 1;
      else await page.waitForTimeout(((await res.json()) as { result: { retry_after: number } }).result.retry_after * 1000 + 100);
    }
    await page.goto('/home');
    await banner(page).getByRole('button', { name: 'Login/Register' }).click();
    const dialog = loginDialog(page);
    await dialog.getByLabel('Email ama telefoon').fill(email);
    await dialog.getByLabel('Furaha sirta ah').fill(password);
    await dialog.getByRole('button', { name: 'Gal', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText('Galitaanka wuu fashilmay: Too many failed login attempts.');
    await dialog.getByRole('button', { name: 'Ii soo dir koodh galitaan' }).click();
    await expect(dialog.getByText(/koodh galitaan ayaa kuu soo socda/)).toBeVisible();
    const code = await codeFromOutbox(page.request, email, 'login_code');
    await dialog.getByLabel('Koodhka galitaanka').fill(code);
    await dialog.getByRole('button', { name: 'Gal', exact: true }).click();
    await expect(page.getByTestId('toasts')).toContainText('Soo noqod wanaagsan');
    await expect(banner(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('suuqUser') ?? 'null')?.email)).toBe(email);
  });

  test('an expired token → session expired toast, login popup on /home, and back to the same page after login', async ({ page }) => {
    await logInViaApi(page);
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/cart$/);
    // The server stops trusting the token (as after a password change elsewhere).
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('suuqUser')!);
      localStorage.setItem('suuqUser', JSON.stringify({ ...user, token: 'revoked-token-value-0000000000' }));
    });
    await page.reload();
    await expect(page.getByTestId('toasts')).toContainText('Session expired. Please login again.');
    await expect(page).toHaveURL(/\/home$/);
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('redirectTo'))).toBe('/cart');
    await dialog.getByRole('button', { name: 'Use Test Account' }).click();
    await dialog.getByRole('button', { name: 'Gal', exact: true }).click();
    await expect(page).toHaveURL(/\/cart$/);
  });

  test('a session whose expiry has passed ends on the next visit and returns to that page', async ({ page }) => {
    await logInViaApi(page);
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('suuqUser')!);
      localStorage.setItem('suuqUser', JSON.stringify({ ...user, expires: new Date(Date.now() - 60_000).toISOString() }));
    });
    await page.goto('/wishlist');
    await expect(page.getByTestId('toasts')).toContainText('Session expired. Please login again.');
    await expect(page).toHaveURL(/\/home$/);
    await expect(loginDialog(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('redirectTo'))).toBe('/wishlist');
  });
});
