/** Test helpers for the account dialogs: a fake API on the page's client and a test session. */
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { api } from 'shared-api';
import { resetBusForTests, type PayloadOf } from 'shared-events';
import { Session, setSessionForTests } from '../session/session';
import { SessionNavigation } from '../session/useSession';
import { showDialog } from './dialogs';
import { forgetDemoForTests } from './LoginForm';

export type Answer = (name: string, params: Record<string, unknown>) => unknown;

function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
}

export function setupDialogs(answer: Answer, path = '/home') {
  localStorage.clear();
  forgetDemoForTests();
  const bus = resetBusForTests();
  const calls: { name: string; params: Record<string, unknown> }[] = [];
  const spy = jest.spyOn(api, 'call').mockImplementation((async (name: string, params: Record<string, unknown>) => {
    calls.push({ name, params });
    return answer(name, params);
  }) as unknown as typeof api.call);
  const session = new Session({ api, bus, now: () => Date.now(), currentPath: () => path });
  setSessionForTests(session);
  session.start();
  const toasts: PayloadOf<'toast:show'>[] = [];
  bus.on('toast:show').subscribe((x) => toasts.push(x));
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const mount = (ui: ReactNode) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <SessionNavigation />
        <Where />
      </MemoryRouter>,
    );
  const cleanup = () => {
    act(() => showDialog(null));
    session.dispose();
    setSessionForTests(null);
    spy.mockRestore();
  };
  return { bus, calls, session, toasts, user, mount, cleanup };
}
