/** A request body over the limit: answered at once, and the connection closed cleanly after it. */
import type { FastifyRequest } from 'fastify';

/** How much of a refused body is read (and dropped) before the connection is cut: see below. */
export const REFUSED_BODY_READ_MAX = 64 * 1024 * 1024;

/**
 * Fastify answers a body over the limit at once, with `Connection: close`, and Node then closes the
 * socket as soon as the answer is written while the client is still sending: the unread bytes turn
 * the close into a reset, and the client gets EPIPE or ECONNRESET instead of the 413 (often before
 * it could read it). So the answer goes out at once and still says close (no client reuses the
 * connection), but the socket is closed only once the rest of the body has been read and dropped:
 * a clean close, and the client reads the 413 whether it reads while sending or after. A body
 * beyond REFUSED_BODY_READ_MAX is not worth reading: then the connection is cut.
 */
export function closeAfterRefusedBody(raw: FastifyRequest['raw']) {
  const socket = raw.socket as FastifyRequest['raw']['socket'] & { destroySoon?: () => void };
  const destroySoon = socket.destroySoon?.bind(socket);
  if (!destroySoon || raw.complete) return;
  let ended = false;
  let closeWanted = false;
  // Node's server calls destroySoon once an answer marked close is written (_http_server resOnFinish).
  socket.destroySoon = () => {
    if (ended) destroySoon();
    else closeWanted = true;
  };
  let read = 0;
  raw.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > REFUSED_BODY_READ_MAX) socket.destroy();
  });
  raw.once('end', () => {
    ended = true;
    if (closeWanted) destroySoon();
  });
  raw.resume();
}
