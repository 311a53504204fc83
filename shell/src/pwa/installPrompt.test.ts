import { DISMISSED_KEY, INSTALL_PROMPT, mayShow, startInstallPrompt, type PromptEnv } from './installPrompt';

/** A clock the test moves by hand, with timers that fire as it passes them. */
function fakeEnv(o: { standalone?: boolean; dismissedAt?: number } = {}) {
  let now = 1_000_000_000;
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void; every?: number }>();
  const store = new Map<string, string>();
  if (o.dismissedAt !== undefined) store.set(DISMISSED_KEY, String(o.dismissedAt));
  let standalone = o.standalone ?? false;
  const env: PromptEnv = {
    now: () => now,
    setTimeout: (fn, ms) => (timers.set(nextId, { at: now + ms, fn }), nextId++),
    clearTimeout: (id) => void timers.delete(id as number),
    setInterval: (fn, ms) => (timers.set(nextId, { at: now + ms, fn, every: ms }), nextId++),
    clearInterval: (id) => void timers.delete(id as number),
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    isStandalone: () => standalone,
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      const [id, t] = due;
      now = t.at;
      if (t.every) t.at += t.every;
      else timers.delete(id);
      t.fn();
    }
    now = end;
  };
  return { env, advance, store, setStandalone: (v: boolean) => (standalone = v), nowMs: () => now };
}

describe('install prompt timing (spec §4, §9)', () => {
  it('uses the spec constants: 2 s delay, 30 s re-check, 1 h dismissal window, 3 s toast', () => {
    expect(INSTALL_PROMPT).toEqual({ showDelayMs: 2000, recheckMs: 30_000, dismissWindowMs: 3_600_000, installedToastMs: 3000 });
  });

  it('shows the prompt 2 s after it is captured, not before', () => {
    const f = fakeEnv();
    const shown: boolean[] = [];
    startInstallPrompt(f.env, (v) => shown.push(v));
    f.advance(1999);
    expect(shown).toEqual([]);
    f.advance(1);
    expect(shown).toEqual([true]);
  });

  it('counts the 2 s from the capture, not from when the prompt code arrived', () => {
    const f = fakeEnv();
    const shown: boolean[] = [];
    const capturedAt = f.nowMs() - 1500; // the event came 1.5 s ago
    startInstallPrompt(f.env, (v) => shown.push(v), capturedAt);
    f.advance(499);
    expect(shown).toEqual([]);
    f.advance(1);
    expect(shown).toEqual([true]);
  });

  it('does not show it when dismissed within the last hour, and shows it at the first 30 s re-check after the hour', () => {
    const f = fakeEnv();
    f.store.set(DISMISSED_KEY, String(f.nowMs() - 59 * 60 * 1000)); // 59 min ago: 1 min left
    const shown: boolean[] = [];
    startInstallPrompt(f.env, (v) => shown.push(v));
    f.advance(2000);
    expect(shown).toEqual([]);
    f.advance(30_000 - 2000); // 30 s: still inside the hour
    f.advance(30_000); // 60 s: the hour is over at this re-check
    expect(shown).toEqual([true]);
  });

  it('Not now takes it down for an hour; a re-check before the hour keeps it down', () => {
    const f = fakeEnv();
    const shown: boolean[] = [];
    const prompt = startInstallPrompt(f.env, (v) => shown.push(v));
    f.advance(2000);
    prompt.dismiss();
    expect(shown).toEqual([true, false]);
    expect(Number(f.store.get(DISMISSED_KEY))).toBe(f.nowMs());
    f.advance(INSTALL_PROMPT.dismissWindowMs - 30_000);
    expect(shown).toEqual([true, false]);
    expect(prompt.isVisible()).toBe(false);
    f.advance(60_000);
    expect(shown).toEqual([true, false, true]);
  });

  it('never shows when the shop runs installed (standalone), and stops when it becomes so', () => {
    const f = fakeEnv({ standalone: true });
    const shown: boolean[] = [];
    startInstallPrompt(f.env, (v) => shown.push(v));
    f.advance(10 * 60_000);
    expect(shown).toEqual([]);

    const g = fakeEnv();
    const later: boolean[] = [];
    startInstallPrompt(g.env, (v) => later.push(v));
    g.advance(2000);
    g.setStandalone(true);
    g.advance(30_000);
    expect(later).toEqual([true, false]);
  });

  it('after stop (installed) nothing shows again', () => {
    const f = fakeEnv();
    const shown: boolean[] = [];
    const prompt = startInstallPrompt(f.env, (v) => shown.push(v));
    f.advance(2000);
    prompt.stop();
    f.advance(2 * 60 * 60_000);
    expect(shown).toEqual([true, false]);
  });

  it('mayShow: a dismissal exactly an hour old no longer counts; a broken stored value never blocks', () => {
    const f = fakeEnv();
    f.store.set(DISMISSED_KEY, String(f.nowMs() - 3_600_000));
    expect(mayShow(f.env)).toBe(true);
    f.store.set(DISMISSED_KEY, 'garbage');
    expect(mayShow(f.env)).toBe(true);
    f.store.set(DISMISSED_KEY, String(f.nowMs() - 1000));
    expect(mayShow(f.env)).toBe(false);
  });
});
