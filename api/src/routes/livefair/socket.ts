import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { LIVE_FAIR, readCallSignal } from '@campus/shared-utils/rules';
import type { WebSocket } from 'ws';
import { iceServersFor } from '../../config/ice';
import { calledEntry, recruiterCompanyId, touchStudentAtFair } from '../../db/repositories/live-fair';
import type { BoothChange } from '../../plugins/booth-changes';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { FairId, requireOnlineFair } from './booth-query';
import { routePlugin } from '../../lib/route-plugin';

/** Close codes the page reads: 4001 no session, 4008 too many messages or sockets (it waits before coming back). */
const CLOSE = { policy: 4008 } as const;

/** A booth notice's bytes, made once for every socket of the fair that hears it (thousands at a busy fair). */
const noticeTexts = new WeakMap<BoothChange, Buffer>();
function noticeText(change: BoothChange): Buffer {
  let text = noticeTexts.get(change);
  if (text === undefined) noticeTexts.set(change, (text = Buffer.from(JSON.stringify({ type: 'booth', company_id: change.company, ...change.live }))));
  return text;
}

/** The sockets each user holds open in this process (several tabs; more is a flood). */
const openSockets = new Map<string, number>();

/**
 * One socket per open live-fair page (docs/api-live-fair.md "Live updates"): the server says which booth of the fair
 * changed (`{"type":"booth","company_id":…}`), the page reads it again; a student's page says it is there
 * (`{"type":"here"}`), which keeps the student's waiting places as asking for them does. The two ends of a call
 * signal each other through it (`{"type":"signal","entry":…,"data":…}`, "The call"). Opened by a logged-in
 * session only, from our own sites only (the same-site rule lists it with the GETs that change state).
 */
const liveFairSocketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/livefair/socket',
    {
      websocket: true,
      schema: {
        tags: ['content'],
        summary: 'The live fair page’s socket: booth changes of the fair pushed to the page, the student’s sign of life from it',
        description: `A student or employer session (visitors get ${CODES.notLoggedIn.code} and no socket). At most ${LIVE_FAIR.socketsPerUser} sockets per user and ${LIVE_FAIR.socketMessages} messages per ${LIVE_FAIR.socketWindowSeconds} s per socket, else it is closed with 4008.`,
        querystring: Type.Object({ id: FairId }),
      },
      preValidation: async (request) => {
        if (!request.session) throw new AppError(CODES.notLoggedIn);
        await requireOnlineFair(app, request, (request.query as { id: number }).id);
      },
    },
    (socket: WebSocket, request) => {
      const session = request.session!;
      const fairId = (request.query as { id: number }).id;
      const user = `${session.role}:${session.user_id}`;
      const held = (openSockets.get(user) ?? 0) + 1;
      openSockets.set(user, held);
      let counted = true;
      const release = () => {
        if (!counted) return;
        counted = false;
        const left = (openSockets.get(user) ?? 1) - 1;
        if (left > 0) openSockets.set(user, left);
        else openSockets.delete(user);
      };
      if (held > LIVE_FAIR.socketsPerUser) {
        release();
        socket.close(CLOSE.policy, 'too many sockets');
        return;
      }
      // a recruiter's end of calls is its company's (two recruiters of one company staff one booth)
      let company: number | undefined;
      const companyKnown = session.role === 'company' ? recruiterCompanyId(app.db, session.user_id).then((id) => (company = id)) : Promise.resolve(undefined);
      // a text frame either way: a notice's bytes are made once, not encoded again per socket
      const sendText = (text: string | Buffer) => {
        if (socket.readyState === socket.OPEN) socket.send(text, { binary: false });
      };
      const send = (message: object) => sendText(JSON.stringify(message));
      const forThisEnd = ({ company: at, signal }: Required<BoothChange>) =>
        signal.to === 'student' ? session.role === 'student' && session.user_id === signal.student : company === at;
      // the call's STUN/TURN servers go to logged-in pages only (TURN credentials are minted per user)
      send({ type: 'hello', ice_servers: iceServersFor(app.config.ice, user, app.now()) });
      const stop = app.boothChanges.listen(fairId, (change) => {
        if (change.signal) {
          if (forThisEnd(change as Required<BoothChange>)) send({ type: 'signal', entry: change.signal.entry, data: change.signal.data });
          return;
        }
        sendText(noticeText(change));
        // the student whose place changed (called, marked, joined elsewhere in another tab) reads it again
        if (change.student !== undefined && session.role === 'student' && session.user_id === change.student) send({ type: 'place', company_id: change.company });
      });
      /**
       * A signal goes to the other end of a call being held at this fair, and only from one of its two ends: the
       * entry's student, or a recruiter of its company. Anything else is answered `ended` (the call is over, or
       * was never this page's). Relayed in the order sent.
       */
      let relaying: Promise<unknown> = companyKnown;
      const relay = (message: { entry?: unknown; data?: unknown }) => {
        const data = readCallSignal(message.data);
        const entryId = message.entry;
        if (!data || !Number.isSafeInteger(entryId)) return;
        relaying = relaying
          .then(async () => {
            const entry = await calledEntry(app.db, entryId as number);
            const fromStudent = entry && session.role === 'student' && entry.student_id === session.user_id;
            const fromRecruiter = entry && company !== undefined && entry.company_id === company;
            if (!entry || entry.fair_id !== fairId || (!fromStudent && !fromRecruiter)) return send({ type: 'ended', entry: entryId });
            const signal = { entry: entry.id, to: fromStudent ? ('recruiter' as const) : ('student' as const), student: entry.student_id, data };
            app.boothChanges.announce({ fair: fairId, company: entry.company_id, signal });
          })
          .catch((err: unknown) => request.log.warn({ err }, 'live fair: call signal not relayed'));
      };
      // a socket that stops answering pings is gone (a closed laptop, a dropped network)
      let alive = true;
      socket.on('pong', () => {
        alive = true;
      });
      const ping = setInterval(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
      }, LIVE_FAIR.heartbeatSeconds * 1000);
      // what the socket holds is let go at once, not when the closing handshake ends (a flooder may never answer it)
      const finish = () => {
        clearInterval(ping);
        stop();
        release();
      };
      // a budget of messages per window: a flood closes this socket, not the server's time for others
      let windowStart = app.now();
      let messages = 0;
      socket.on('message', (data: Buffer) => {
        const now = app.now();
        if (now - windowStart >= LIVE_FAIR.socketWindowSeconds * 1000) {
          windowStart = now;
          messages = 0;
        }
        messages += 1;
        if (messages > LIVE_FAIR.socketMessages) {
          finish();
          socket.close(CLOSE.policy, 'too many messages');
          return;
        }
        let message: { type?: unknown; entry?: unknown; data?: unknown };
        try {
          message = JSON.parse(data.toString('utf8')) as typeof message;
        } catch {
          return;
        }
        if (message.type === 'signal') relay(message);
        else if (message.type === 'here' && session.role === 'student') {
          touchStudentAtFair(app.db, fairId, session.user_id, now).catch((err: unknown) => request.log.warn({ err }, 'live fair: sign of life not kept'));
        }
      });
      socket.on('close', finish);
    },
  );
};

export default routePlugin('routes/livefair/socket', liveFairSocketRoutes);
