// The floor's shell: the libraries the product owner named, started as the shop's shell starts
// them (single-spa, a router, an rxjs subject for the bus, a styled header), around one page:
// the federated build loads it from the remote, the one-bundle build imports it.
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { start } from 'single-spa';
import { Subject } from 'rxjs';

const Bar = styled.header`
  background: #0b6b6f;
  color: #fff;
  padding: 12px 16px;
  font: 700 20px system-ui, sans-serif;
`;

export function startFloor(loadPage) {
  const bus = new Subject();
  start({ urlRerouteOnly: true });
  const Page = lazy(loadPage);
  createRoot(document.getElementById('root')).render(
    <BrowserRouter>
      <Bar>Suuq</Bar>
      <Routes>
        <Route path="*" element={<Suspense fallback={null}><Page bus={bus} /></Suspense>} />
      </Routes>
    </BrowserRouter>,
  );
}
