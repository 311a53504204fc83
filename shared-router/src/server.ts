// shared-router/server: the router of a page rendered on the server (a remote's render entry, built
// for Node only). Apart from the browser's entry, so no browser bundle carries it.
export { StaticRouter } from 'react-router-dom';
