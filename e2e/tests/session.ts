/** Helpers for suites that need a logged-in shopper (protected pages ask for the login otherwise). */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

const rpc = (params: Record<string, unknown>) => ({ jsonrpc: '2.0', method: 'call', params, id: 1 });

/** The seeded demo shopper's credentials (the e2e server runs with SUUQ_DEMO_ACCOUNT=1). */
export async function demoCredentials(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const res = await request.post('/api/demo-info', { data: rpc({}) });
  const { result } = (await res.json()) as { result: { demo: boolean; email?: string; password?: string } };
  if (!result.demo || !result.email || !result.password) throw new Error('the e2e server runs without the demo account');
  return { email: result.email, password: result.password };
}

/**
 * Logs a shopper in through the API (the seeded demo shopper unless told who) and stores the
 * session as the shell does (spec §3 keys). The page is on the shop's origin afterwards; the next
 * navigation starts logged in.
 */
export async function logInViaApi(page: Page, credentials?: { email: string; password: string }): Promise<void> {
  const { email, password } = credentials ?? (await demoCredentials(page.request));
  const res = await page.request.post('/api/user/login', { data: rpc({ email, password }) });
  const { result } = (await res.json()) as { result: Record<string, unknown> & { token: string; expires: string; user_id: number } };
  expect(result.token).toBeTruthy();
  const user = {
    id: result.user_id, name: result.name, email: result.email, phone: result.phone, country_code: result.country_code,
    role: result.role ?? 'customer', has_addresses: result.has_addresses ?? false, token: result.token, expires: result.expires,
  };
  if (!page.url().startsWith('http')) await page.goto('/privacy-policy');
  await page.evaluate((u) => {
    localStorage.setItem('suuqUser', JSON.stringify(u));
    localStorage.setItem('api_key', u.token);
    localStorage.setItem('api_key_expires', u.expires);
    localStorage.setItem('userLoggedIn', 'true');
    localStorage.setItem('userName', String(u.name));
  }, user);
}

/** A new verified shopper (no address, no orders), logged in as the shell stores a session. */
export async function logInNewShopper(page: Page): Promise<{ email: string; password: string }> {
  const credentials = await registerViaApi(page.request);
  await logInViaApi(page, credentials);
  return credentials;
}

/**
 * The latest code the development outbox holds for `to` (e-mail or phone), of one template when
 * given ('verification_code', 'login_code', 'password_reset'). The outbox answers the test because
 * it asks from this machine (the shop's hosts proxy to the API over loopback).
 */
export async function codeFromOutbox(request: APIRequestContext, to: string, template?: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const res = await request.post('/api/dev/outbox', { data: rpc({ to, limit: 5 }) });
      const { result } = (await res.json()) as { result?: { messages: { code: string | null; template: string }[] } };
      code = result?.messages.find((m) => m.code && (!template || m.template === template))?.code ?? null;
      return code;
    }, { timeout: 15_000 })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** A new verified shopper, registered and verified through the API (register's ticket, the outbox code). */
export async function registerViaApi(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const shopper = {
    name: 'Hodan E2E', email: `e2e-api-${unique}@example.so`, phone: `+25261${unique.slice(-7)}`, password: 'safe-password-2',
    country: 'Somalia', date_of_birth: '1999-04-05',
  };
  const reg = await request.post('/api/user/register', { data: rpc(shopper) });
  const { result } = (await reg.json()) as { result: { user_id: number; ticket: string } };
  const code = await codeFromOutbox(request, shopper.email, 'verification_code');
  const ver = await request.post('/api/user/verify', { data: rpc({ user_id: result.user_id, ticket: result.ticket, code }) });
  expect(ver.status()).toBe(200);
  return { email: shopper.email, password: shopper.password };
}
