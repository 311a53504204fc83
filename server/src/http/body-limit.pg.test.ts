/**
 * PostgreSQL, two API processes (issue 28 item 8): a body over the limit is answered 413 with a
 * JSON message the client can read, also while it is still sending, and the connection is not
 * reset under it (no EPIPE, no ECONNRESET). Real 10 MB uploads over sockets to listening servers.
 */
import http from 'node:http';
import { BODY_LIMIT, bodyTooLarge } from '../app';
import { twoApisOnOneDatabase, type TwoApis } from '../testing/two-apis';

const TEN_MB = 10 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x61);
let shop: TwoApis;

beforeAll(async () => {
  shop = await twoApisOnOneDatabase('bodylimit');
}, 240_000);
afterAll(async () => {
  await shop?.stop();
});

interface Upload {
  status?: number;
  body?: string;
  /** The socket error the client met (EPIPE, ECONNRESET), if any. */
  error?: string;
  /** Whether the whole body was handed to the socket ('finish'). */
  finished?: boolean;
  /** Bytes of the body written before the answer arrived. */
  sentBeforeAnswer?: number;
}

/**
 * POSTs a 10 MB JSON body in 64 KB writes. `waitAfter`: stop writing after that many bytes until
 * the answer has arrived (a client that reads while it sends), then send the rest.
 */
function upload(base: string, path: string, o: { agent?: http.Agent; waitAfter?: number } = {}): Promise<Upload> {
  const url = new URL(path, base);
  const out: Upload = { finished: false };
  let sent = 0;
  const req = http.request({
    host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent: o.agent ?? false,
    headers: { 'content-type': 'application/json', 'content-length': TEN_MB },
  });
  const closed = new Promise<void>((r) => req.once('close', () => r()));
  const answer = new Promise<void>((resolve) => {
    req.on('response', (res) => {
      out.status = res.statusCode;
      out.sentBeforeAnswer = sent;
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => {
        out.body = text;
        resolve();
      });
      res.on('error', () => resolve());
    });
    req.on('error', (e: NodeJS.ErrnoException) => {
      out.error = e.code ?? e.message;
      resolve();
    });
  });
  req.on('finish', () => (out.finished = true));
  const pump = async () => {
    while (sent < TEN_MB && !req.destroyed) {
      if (o.waitAfter !== undefined && sent >= o.waitAfter) {
        await answer;
        o = { ...o, waitAfter: undefined };
        continue;
      }
      sent += CHUNK.length;
      if (sent >= TEN_MB) {
        await new Promise<void>((r) => {
          req.end(CHUNK, () => r());
          void closed.then(() => r());
        });
      } else if (!req.write(CHUNK)) {
        await new Promise<void>((r) => {
          req.once('drain', () => r());
          void closed.then(() => r());
        });
      }
    }
  };
  // Over once the body is sent (or can no longer be), the answer read and the request closed.
  return Promise.all([pump(), answer, closed]).then(() => out);
}

const refusal = (u: Upload) => ({ status: u.status, error: u.error, message: u.body ? (JSON.parse(u.body) as { error: { message: string } }).error.message : undefined });
// A client may stop sending once it has read the answer (Node's does, on `Connection: close`).
const EXPECTED = { status: 413, error: undefined, message: bodyTooLarge(BODY_LIMIT) };

test('a 10 MB body to either process: a 413 with a JSON message, never a reset (client asks to close)', async () => {
  for (const api of [...shop.apis, ...shop.apis]) expect(refusal(await upload(api.url, '/api/categories'))).toEqual(EXPECTED);
});

test('a keep-alive client: the 413 says close, and its next call (on a new connection) is answered', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (const api of shop.apis) {
      expect(refusal(await upload(api.url, '/api/user/login', { agent }))).toEqual(EXPECTED);
      const health = await new Promise<number>((resolve, reject) => {
        http.get(new URL('/api/health', api.url), { agent }, (res) => (res.resume(), resolve(res.statusCode ?? 0))).on('error', reject);
      });
      expect(health).toBe(200);
    }
  } finally {
    agent.destroy();
  }
});

test('a client that reads while it sends gets the 413 after 2 MB, and no reset', async () => {
  for (const api of shop.apis) {
    const u = await upload(api.url, '/api/advisor/ask', { waitAfter: 2 * 1024 * 1024 });
    expect(refusal(u)).toEqual(EXPECTED);
    expect(u.sentBeforeAnswer).toBeLessThan(TEN_MB);
  }
});
