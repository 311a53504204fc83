import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import failOnConsole from 'jest-fail-on-console';

// A findBy or waitFor returns as soon as what it waits for is there; this bound only caps how long
// a failing test waits. Testing Library's 1 s failed tests on a busy machine while the page was
// still being built (a release failed on it: five of HomePage.test.tsx's ten tests at
// load average 25), so the bound is the test's own (jest.config.cjs testTimeout).
configure({ asyncUtilTimeout: 10_000 });

// A console.error or console.warn that a test does not expect fails it (a test that expects one
// spies on it and asserts it). React's warnings (act, keys, hydration, a layout effect in a server
// render) went by as log lines: 187 of them, 20,000 lines of CI's log, before this.
failOnConsole();
