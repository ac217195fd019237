/**
 * What every fake CRM (demo/fake-omnicasa, demo/fake-whise) does besides speaking its
 * CRM's wire format: count and log the calls, keep what the site sent, and let a test (or
 * a person at `/_fake/…`) make it slow, fail a number of calls, or go down for a while.
 * Each fake answers its CRM's calls itself and asks this which failure, if any, to send.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What a test can make the next answers be instead of the right one. */
export type FailureKind =
  /** HTTP 500 with an HTML page, as a broken gateway sends */
  | 'http-500'
  /** the CRM's own no, in its format */
  | 'refused'
  /** a body that is not JSON */
  | 'not-json'
  /** JSON without what the CRM's answers always hold */
  | 'no-envelope'
  /** no answer at all, until the caller gives up */
  | 'hang';

export interface Failure {
  kind: FailureKind;
  endpoint: string | undefined;
  times: number;
  /** what a refusal says */
  message?: string | undefined;
}

export interface ReceivedCall {
  endpoint: string;
  /** the parameters without the credentials */
  params: Record<string, unknown>;
}

/** A call that brought the CRM something, with when it came (ms since the epoch). */
export interface KeptCall extends ReceivedCall {
  at: number;
}

export interface FakeSwitches {
  /** calls answered (or failed on purpose) since the start or the last reset, by endpoint */
  calls(endpoint?: string): number;
  /** every call in order: endpoint and parameters, credentials left out */
  log(): ReceivedCall[];
  resetCalls(): void;
  /** back to normal: no failures queued, no delay, up, calls counted from zero, nothing received */
  reset(): void;
  /** the calls of `endpoint` that brought the CRM something (a lead, a demand, a booking) */
  received(endpoint: string): Record<string, unknown>[];
  /** the same calls, each with when it came */
  receivedCalls(endpoint: string): KeptCall[];
  /** every answer waits `ms` first */
  slow(ms: number): void;
  /** the next `times` calls (of `endpoint`, or any) fail as `kind`; a refusal says `message` */
  fail(kind: FailureKind, options?: { endpoint?: string; times?: number; message?: string }): void;
  /** cuts every call off, for `ms` or until up() */
  down(ms?: number): void;
  up(): void;
  /** calls cut off while down */
  refused(): number;
}

export interface FakeService extends FakeSwitches {
  origin: string;
  close(): Promise<void>;
}

export const json = (response: ServerResponse, body: unknown, status = 200) => {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
};

export interface ServiceHandlers {
  /** answers one call of the CRM's API (media, API); `/_fake/…` never reaches it */
  answer(request: IncomingMessage, url: URL, response: ServerResponse, service: CallTools): Promise<unknown>;
  /** more switches at `/_fake/<name>`: throws for a bad one (400) */
  switches?: Record<string, (url: URL) => void>;
}

export interface CallTools {
  /** counts and logs a call; then waits, and answers the failure queued for it, if any (true: it was answered) */
  begin(endpoint: string, params: Record<string, unknown>, fail: (failure: Failure, response: ServerResponse) => void, response: ServerResponse): Promise<boolean>;
  /** keeps what the site sent */
  record(endpoint: string, params: Record<string, unknown>): true;
  received: KeptCall[];
}

/** A fake's HTTP server with the switches; `handlers.answer` speaks the CRM's format. */
export async function startFakeService(handlers: ServiceHandlers, options: { port?: number; host?: string } = {}): Promise<FakeService> {
  const byEndpoint = new Map<string, number>();
  let log: ReceivedCall[] = [];
  const received: KeptCall[] = [];
  let failures: Failure[] = [];
  let delay = 0;
  let downUntil = 0;
  let refusedConnections = 0;
  const sockets = new Set<Socket>();
  const isDown = () => downUntil > Date.now();

  const tools: CallTools = {
    async begin(endpoint, params, fail, response) {
      byEndpoint.set(endpoint, (byEndpoint.get(endpoint) ?? 0) + 1);
      log.push({ endpoint, params });
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      const failure = failures.find((candidate) => candidate.times > 0 && (candidate.endpoint === undefined || candidate.endpoint === endpoint));
      if (!failure) return false;
      failure.times--;
      failures = failures.filter((candidate) => candidate.times > 0);
      if (failure.kind === 'hang') return true;
      if (failure.kind === 'http-500') {
        response.writeHead(500, { 'Content-Type': 'text/html' });
        response.end('<html><body>The server encountered an error processing the request.</body></html>');
        return true;
      }
      fail(failure, response);
      return true;
    },
    record(endpoint, params) {
      received.push({ endpoint, params, at: Date.now() });
      return true;
    },
    received,
  };

  const service: FakeService = {
    origin: '',
    calls: (endpoint) => (endpoint ? (byEndpoint.get(endpoint) ?? 0) : [...byEndpoint.values()].reduce((sum, count) => sum + count, 0)),
    log: () => [...log],
    resetCalls() {
      byEndpoint.clear();
      log = [];
    },
    reset() {
      service.resetCalls();
      failures = [];
      received.length = 0;
      delay = 0;
      downUntil = 0;
      refusedConnections = 0;
    },
    received: (endpoint) => service.receivedCalls(endpoint).map((call) => call.params),
    receivedCalls: (endpoint) => received.filter((call) => call.endpoint === endpoint),
    slow(ms) {
      delay = ms;
    },
    fail(kind, failOptions = {}) {
      failures.push({ kind, endpoint: failOptions.endpoint, times: failOptions.times ?? 1, message: failOptions.message });
    },
    down(ms) {
      downUntil = ms === undefined ? Number.MAX_SAFE_INTEGER : Date.now() + ms;
      // connections kept alive from before go too
      for (const socket of sockets) socket.destroy();
    },
    up() {
      downUntil = 0;
    },
    refused: () => refusedConnections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };

  /** The switches over HTTP, for a person watching the demo (`curl -X POST …/_fake/down?seconds=600`). */
  function control(url: URL, response: ServerResponse): void {
    const action = url.pathname.slice('/_fake/'.length);
    try {
      if (action === 'calls') return json(response, { total: service.calls(), byEndpoint: Object.fromEntries(byEndpoint) });
      if (action === 'received') return json(response, received);
      if (action === 'down') service.down(Number(url.searchParams.get('seconds')) * 1000 || undefined);
      else if (action === 'up') service.up();
      else if (action === 'slow') service.slow(Number(url.searchParams.get('ms')));
      else if (handlers.switches?.[action]) handlers.switches[action](url);
      else return json(response, { error: 'unknown switch' }, 404);
    } catch (error) {
      return json(response, { error: (error as Error).message }, 400);
    }
    return json(response, { ok: true });
  }

  const server = createServer((request, response) => {
    // down: the connection is cut before any answer, as a host that is away does (the switches stay reachable)
    if (isDown() && !request.url?.startsWith('/_fake/')) {
      refusedConnections++;
      request.socket.destroy();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://fake');
    if (url.pathname.startsWith('/_fake/')) return control(url, response);
    handlers.answer(request, url, response, tools).catch(() => {
      if (!response.headersSent) json(response, { error: 'fake failed' }, 500);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  service.origin = `http://${options.host ?? '127.0.0.1'}:${port}`;
  return service;
}

/** A request's body as JSON; undefined when it is none. */
export async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return {};
  try {
    const body = JSON.parse(text) as unknown;
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
