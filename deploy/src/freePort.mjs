// A port the system picks (listen on 0), for a server that must never meet another one: the
// release's browser test serves its own build and its own API there, whatever else runs here.
import net from 'node:net';

/** A TCP port free on 127.0.0.1 now (the system's pick; closed again before it is returned). */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
