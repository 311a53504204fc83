// The suites' own static hosts and APIs take a port the system picks (deploy's one helper), apart
// from the shop's fixed 3000-3004.
export { freePort } from 'deploy/free-port';
