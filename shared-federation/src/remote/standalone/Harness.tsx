import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { getBus, type BusLogEntry, type Toast } from 'shared-events';
import { GlobalStyle } from 'shared-ui';

const Bar = styled.header`
  display: flex;
  gap: 12px;
  align-items: center;
  padding: 8px 16px;
  background: #0f172a;
  color: #fff;
  font: 14px/1.4 system-ui, sans-serif;
`;
const Layout = styled.div`
  display: grid;
  grid-template-columns: 1fr 340px;
  min-height: calc(100vh - 40px);
  @media (max-width: 767px) {
    grid-template-columns: 1fr;
  }
`;
const Log = styled.aside`
  border-left: 1px solid #e5e7eb;
  background: #f8fafc;
  font: 12px/1.4 ui-monospace, monospace;
  max-height: calc(100vh - 40px);
  overflow: auto;
  @media (max-width: 767px) {
    border-left: 0;
    border-top: 1px solid #e5e7eb;
    max-height: 40vh;
  }
`;
const Entry = styled.li`
  padding: 6px 10px;
  border-bottom: 1px solid #e5e7eb;
  word-break: break-word;
`;
const ToastBox = styled.div`
  position: fixed;
  bottom: 16px;
  left: 50%;
  transform: translateX(-50%);
  background: #111827;
  color: #fff;
  padding: 10px 16px;
  border-radius: 8px;
  font: 14px system-ui, sans-serif;
`;

/** The harness around a standalone remote: who it is, its area, and everything on the bus. */
export function Harness({ remote, onArea }: { remote: { name: string; version: string }; onArea: (el: HTMLDivElement | null) => void }) {
  const [entries, setEntries] = useState<BusLogEntry[]>([]);
  const [toast, setToast] = useState<Toast | null>(null);
  useEffect(() => {
    const bus = getBus();
    const log = bus.log$.subscribe((e) => setEntries((list) => [e, ...list].slice(0, 200)));
    const toasts = bus.on('toast:show').subscribe((t) => {
      setToast(t);
      setTimeout(() => setToast((cur) => (cur === t ? null : cur)), t.durationMs ?? 3000);
    });
    return () => {
      log.unsubscribe();
      toasts.unsubscribe();
    };
  }, []);
  return (
    <>
      <GlobalStyle />
      <Bar>
        <strong>{remote.name}</strong>
        <span>v{remote.version}</span>
        <span>standalone</span>
      </Bar>
      <Layout>
        <div ref={onArea} />
        <Log aria-label="Event log" data-testid="event-log">
          <h2 style={{ font: '600 13px system-ui', padding: '8px 10px', margin: 0 }}>Event log ({entries.length})</h2>
          <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {entries.map((e, i) => (
              <Entry key={`${e.at}-${i}`} data-event={e.name} data-kind={e.kind}>
                <b>{e.kind}</b> {e.name} v{e.version} {JSON.stringify(e.payload)}
              </Entry>
            ))}
          </ol>
        </Log>
      </Layout>
      {toast && (
        <ToastBox role="status" data-kind={toast.kind}>
          {toast.message}
        </ToastBox>
      )}
    </>
  );
}
