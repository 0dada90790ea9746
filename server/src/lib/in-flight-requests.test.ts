import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trackInFlightRequests } from './in-flight-requests.ts';

/** Shutdown order (decision 017, "Responses and hooks"): a request being answered finishes before the database closes. */
describe('closing with a request in flight', () => {
  it('runs the close hook that closes the database only after the request is answered', async () => {
    const app = Fastify();
    const inFlight = trackInFlightRequests(app);
    const events: string[] = [];
    let releaseHandler!: () => void;
    const handlerStarted = new Promise<void>((started) => {
      app.get('/slow', async () => {
        started();
        await new Promise<void>((release) => (releaseHandler = release));
        events.push('answered');
        return { ok: true };
      });
    });
    let drainStarted!: () => void;
    const draining = new Promise<void>((started) => (drainStarted = started));
    app.addHook('onClose', async () => {
      drainStarted();
      await inFlight.drain();
      events.push('database closed');
    });

    const response = app.inject({ method: 'GET', url: '/slow' });
    await handlerStarted;
    const closed = app.close();
    await draining;
    expect(inFlight.count).toBe(1);
    expect(events).toEqual([]);

    releaseHandler();
    await closed;
    expect(events).toEqual(['answered', 'database closed']);
    expect((await response).statusCode).toBe(200);
  });

  it('closes at once when nothing is in flight, errors and 404s included', async () => {
    const app = Fastify();
    const inFlight = trackInFlightRequests(app);
    app.get('/fails', async () => {
      throw new Error('boom');
    });
    expect((await app.inject({ method: 'GET', url: '/fails' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/nope' })).statusCode).toBe(404);

    expect(inFlight.count).toBe(0);
    await inFlight.drain();
    await app.close();
  });
});
