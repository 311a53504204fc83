/**
 * Live shopping's calls (JSON-RPC) and its plain routes: the feed (SSE), the replay recording and
 * the poster (byte ranges, cacheable). README.md says how it fits together.
 */
import type {
  FastifyPluginAsyncTypebox,
  TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { AuthContext } from '../auth/context';
import { bearerToken, requireSession, requireStaff } from '../auth/sessions';
import { calls, LIVE_FEED_PATH, LIVE_NOT_CONFIGURED, LIVE_VIEWER_ROLE } from '../contract';
import { partCompiler } from '../http/plain-call';
import { cacheHeaders, sendBytes } from '../media/send';
import { giveBack, takeHit } from '../limits/counter';
import { LIMITS, ruleFor } from '../limits/rules';
import { BusinessError } from '../errors';
import type { LiveFeeds } from './feed';
import { liveFile, type LiveFile } from './files';
import * as chat from './chat';
import * as desk from './desk';
import * as reminders from './reminders';
import * as service from './service';
import type { LiveSettings } from './settings';
import { signHmsToken } from './token';

export const ROLE_REFUSED = `Only the ${LIVE_VIEWER_ROLE} role can join a live stream from the shop.`;
export const REACTIONS_TOO_FAST = 'Too many reactions at once. Please wait a moment.';
export const HMS_NOT_SET_UP =
  'Live video is not set up on this shop (no 100ms credentials): the room plays the recording instead.';

export const liveCalls: FastifyPluginAsyncTypebox<{
  ctx: AuthContext;
  settings: LiveSettings;
}> = async (app, { ctx, settings }) => {
  const userOf = async (req: FastifyRequest) => (await requireSession(ctx, req)).userId;
  app.rpc.register({
    liveStreams: async () => service.listStreams(ctx.db, ctx.now()),
    liveStream: async (p) => service.getStream(ctx.db, Number(p.id), settings, ctx.now()),
    liveToken: async (p, req) => {
      if (p.role !== LIVE_VIEWER_ROLE) throw new BusinessError(403, 'role', ROLE_REFUSED);
      const row = await service.streamRow(ctx.db, p.stream_id);
      if (row.state === 'ended') throw new BusinessError(409, 'stream_ended', service.STREAM_ENDED);
      if (row.state !== 'live')
        throw new BusinessError(409, 'stream_not_live', service.STREAM_NOT_STARTED);
      const room = service.hmsRoomOf(row, settings);
      // A setting of the shop, not an outage: a 4xx that says so (LIVE_NOT_CONFIGURED), never a 503.
      if (!settings.hms || !room)
        throw new BusinessError(
          LIVE_NOT_CONFIGURED.status,
          LIVE_NOT_CONFIGURED.code,
          HMS_NOT_SET_UP,
        );
      // The envelope already checked a bearer that came (401 if not valid); none is a guest.
      const userId = bearerToken(req) ? `shopper-${await userOf(req)}` : `guest-${randomUUID()}`;
      const signed = await signHmsToken(
        settings.hms,
        { roomId: room, userId, role: LIVE_VIEWER_ROLE },
        ctx.now(),
        settings.tokenSeconds,
      );
      return { token: signed.token, room_id: room, expires_at: signed.expiresAt.toISOString() };
    },
    liveChatSend: async (p, req) =>
      chat.sendChat(ctx.db, await userOf(req), Number(p.id), p.text, ctx.now()),
    liveReact: async (p, req) => {
      const userId = await userOf(req);
      // Counted before the reaction is relayed, in the database: every process shares the count.
      const hit = await takeHit(ctx.db, ruleFor(LIMITS.liveReact, `user:${userId}`), ctx.now());
      if (!hit.taken)
        throw new BusinessError(429, 'rate_limited', REACTIONS_TOO_FAST, {
          retry_after: hit.retryAfterSeconds,
        });
      try {
        return await chat.react(ctx.db, Number(p.id), p.emoji);
      } catch (err) {
        // A refused reaction (unknown emoji, stream not live) was never relayed: it does not count.
        await giveBack(ctx.db, hit);
        throw err;
      }
    },
    liveReminders: async (_p, req) => reminders.reminders(ctx.db, await userOf(req)),
    liveReminderSet: async (p, req) =>
      reminders.setReminder(ctx.db, await userOf(req), Number(p.id), p.on),
    staffLivePins: async (p, req) => {
      // The envelope already refused no session (401); a shopper gets 403 here.
      await requireStaff(ctx, req);
      return desk.setPins(ctx.db, Number(p.id), p.product_ids);
    },
    staffLiveState: async (p, req) => {
      await requireStaff(ctx, req);
      return desk.setState(ctx.db, Number(p.id), p.state, ctx.now());
    },
  });
};

/**
 * liveToken sends the bearer when the shopper has one, but a guest may watch too: the session is
 * checked only when a bearer came (a stale one still answers 401, so the shell renews it).
 */
export const optionalSessionPaths = new Set<string>([calls.liveToken.path]);

const jsonError = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ status: 'error', code, message });

/** A replay or still asked for without its content version is kept an hour (media's files: a day). */
const UNVERSIONED_MAX_AGE_S = 3600;

/** The whole file, or the one range asked for (206); 416 past the end. */
function sendFile(req: FastifyRequest, reply: FastifyReply, file: LiveFile) {
  if (cacheHeaders(req, reply, file.etag, UNVERSIONED_MAX_AGE_S)) return reply;
  return sendBytes(req, reply, file);
}

/**
 * A plain route's stream id, as the contract's liveStream call takes it (1 to 9 digits). Refused
 * ids are attached to the request, not answered by Fastify: no such id names a stream, so the
 * routes answer them with the unknown stream's 404.
 */
const streamPath = {
  schema: { params: Type.Pick(calls.liveStream.params, ['id']) },
  validatorCompiler: partCompiler,
  attachValidation: true,
};

export async function liveRoutes(
  fastify: FastifyInstance,
  opts: { ctx: AuthContext; feeds: LiveFeeds },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { ctx, feeds } = opts;
  const streamOf = async (req: { params: { id: string }; validationError?: Error }) => {
    if (req.validationError) throw new BusinessError(404, 'not_found', service.STREAM_NOT_FOUND);
    return service.streamRow(ctx.db, Number(req.params.id));
  };
  const answer = (reply: FastifyReply, err: unknown) => {
    if (err instanceof BusinessError)
      return jsonError(reply, err.httpStatus, err.code, err.message);
    throw err;
  };

  // No HEAD: it would open a feed (and count a viewer) that never reads an event.
  app.get(LIVE_FEED_PATH, { ...streamPath, exposeHeadRoute: false }, async (req, reply) => {
    try {
      const row = await streamOf(req);
      await feeds.open(reply, row.id);
      return reply;
    } catch (err) {
      if (reply.raw.headersSent) return reply;
      return answer(reply, err);
    }
  });

  // The stream's recording and its still: the file the stream's row names, or 404.
  const streamFiles = [
    {
      path: '/api/live/streams/:id/replay',
      fileOf: (row: service.StreamRow) => row.replayFile,
      missing: 'This stream has no recording',
    },
    {
      path: '/api/live/streams/:id/poster',
      fileOf: (row: service.StreamRow) => row.posterFile,
      missing: 'This stream has no poster',
    },
  ];
  for (const { path, fileOf, missing } of streamFiles) {
    app.get(path, streamPath, async (req, reply) => {
      try {
        const file = liveFile(fileOf(await streamOf(req)));
        if (!file) return jsonError(reply, 404, 'not_found', missing);
        return sendFile(req, reply, file);
      } catch (err) {
        return answer(reply, err);
      }
    });
  }

  // Before the server stops waiting for open requests: a feed never ends by itself.
  app.addHook('preClose', async () => feeds.close());
}
