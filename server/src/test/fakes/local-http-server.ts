import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  rawBody: string;
  body: unknown;
}

export type FakeHandler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

export interface LocalHttpServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * Holds a fake's answer back for `ms`, or only until the caller hangs up: an adapter that timed out
 * ends the wait, so a test of a timeout needs no margin between the adapter's clock and the fake's.
 */
export function holdAnswer(response: ServerResponse, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    response.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** A real HTTP server on 127.0.0.1 and a free port: the network edge our adapters talk to in tests. */
export async function startLocalHttpServer(handle: FakeHandler): Promise<LocalHttpServer> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer(async (incoming, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const body = parseJson(rawBody);
    const recorded = {
      method: incoming.method ?? 'GET',
      path: incoming.url ?? '/',
      headers: incoming.headers,
      rawBody,
      body,
    };
    requests.push(recorded);
    try {
      await handle(recorded, response);
    } catch (error) {
      if (!response.headersSent) response.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function parseJson(rawBody: string): unknown {
  if (!rawBody) return null;
  try {
    return JSON.parse(rawBody);
  } catch {
    return rawBody;
  }
}
