import net from 'node:net';

/** A TCP port the system says is free now (for a suite's own static hosts, apart from 3000-3004). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer().once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
