import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the test server does with the next request. */
export type ChatBehaviour =
  | { kind: 'stream'; pieces: string[]; delayMs?: number }
  | { kind: 'whole'; content: string }
  | { kind: 'status'; status: number }
  | { kind: 'garbage' }
  | { kind: 'hang' };

/** What a request carried, as the server recorded it. */
export type ChatRequestBody = { model: string; stream: boolean; messages: { role: string; content: string }[] };

/** One behaviour for every request, or one chosen per request from what it carried (for requests sent in parallel). */
export type ChatBehaviourFor = ChatBehaviour | ((body: ChatRequestBody) => ChatBehaviour);

/**
 * A local server speaking the OpenAI chat-completions protocol (streamed server-sent events, or one JSON
 * answer), so the adapter is tested against the protocol itself; it records what it was sent.
 */
export async function startChatServer(): Promise<{ url: string; behave: (b: ChatBehaviourFor) => void; received: { headers: IncomingMessage['headers']; body: ChatRequestBody }[]; close: () => Promise<void> }> {
  let behaviour: ChatBehaviourFor = { kind: 'stream', pieces: ['好'] };
  const received: { headers: IncomingMessage['headers']; body: ChatRequestBody }[] = [];
  const open = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(raw) as ChatRequestBody;
      received.push({ headers: req.headers, body });
      if (req.url !== '/v1/chat/completions') return res.writeHead(404).end();
      const b = typeof behaviour === 'function' ? behaviour(body) : behaviour;
      if (b.kind === 'status') return res.writeHead(b.status).end('{"error":{"message":"busy"}}');
      if (b.kind === 'garbage') return res.writeHead(200, { 'content-type': 'text/event-stream' }).end('data: {not json\n\n');
      if (b.kind === 'whole') return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: b.content } }] }));
      if (b.kind === 'hang') {
        open.add(res);
        return res.writeHead(200, { 'content-type': 'text/event-stream' });
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const send = async () => {
        for (const piece of b.pieces) {
          res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
          if (b.delayMs) await new Promise((r) => setTimeout(r, b.delayMs));
        }
        res.end('data: [DONE]\n\n');
      };
      void send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    behave: (b) => {
      behaviour = b;
    },
    received,
    close: async () => {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

type ChatServer = Awaited<ReturnType<typeof startChatServer>>;

/**
 * A describe block's test app with a language model: the protocol server starts before the app is built (call
 * this before useTestApp and pass `env` to it) and stops after; `server` reaches the running one.
 */
export function useChatServer(): { env: Record<string, string>; server: Pick<ChatServer, 'behave' | 'received'> } {
  const env: Record<string, string> = { AI_MODEL: 'demo-model', AI_API_KEY: 'sk-test', AI_TIMEOUT_MS: '1500' };
  let running: ChatServer | undefined;
  beforeAll(async () => {
    running = await startChatServer();
    env.AI_BASE_URL = running.url;
  });
  afterAll(() => running?.close());
  const server = {
    behave: (b: ChatBehaviourFor) => running!.behave(b),
    get received() {
      return running!.received;
    },
  };
  return { env, server };
}
