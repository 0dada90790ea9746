import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createLogCapture } from '../test/log-capture.ts';
import { buildLoggerOptions } from './logger.ts';
import { lazyRequestLogger } from './lazy-request-logger.ts';

/** The app's own logger (lib/logger.ts: its level, redaction and serializers), writing to a capture. */
function appLogger(level: 'info' | 'warn') {
  const logs = createLogCapture();
  const options = buildLoggerOptions({ LOG_LEVEL: level, NODE_ENV: 'production' }, logs.stream);
  const { stream, ...pinoOptions } = options as pino.LoggerOptions & { stream: pino.DestinationStream };
  const logger = pino(pinoOptions, stream);
  const children = vi.spyOn(logger, 'child');
  const requestLogger = (reqId: string, options: pino.ChildLoggerOptions = {}) =>
    lazyRequestLogger.call(undefined as never, logger, { reqId }, options, undefined as never);
  return { logs, logger, children, requestLogger };
}

describe("a request's logger", () => {
  it('makes no child for a request that writes nothing, or only below the level the app writes', () => {
    const { logs, children, requestLogger } = appLogger('warn');

    requestLogger('req-1');
    const quiet = requestLogger('req-2');
    quiet.info('below the level');
    quiet.debug('below the level');

    expect(children).not.toHaveBeenCalled();
    expect(logs.lines).toEqual([]);
  });

  it('writes an enabled line with the request id, redacted like every line of the app', () => {
    const { logs, children, requestLogger } = appLogger('info');
    const log = requestLogger('req-3');

    log.info({ customer: { email: 'ada@example.com', phone: '08031234567' } }, 'looked up');
    log.warn('twice');

    expect(children).toHaveBeenCalledTimes(1);
    expect(logs.lines).toEqual([
      expect.objectContaining({
        level: 30,
        reqId: 'req-3',
        msg: 'looked up',
        customer: { email: '[redacted]', phone: '[redacted]' },
      }),
      expect.objectContaining({ level: 40, reqId: 'req-3', msg: 'twice' }),
    ]);
    expect(logs.text()).not.toContain('ada@example.com');
  });

  it('gives a child of its own carrying both bindings, and keeps a level set on it to itself', () => {
    const { logs, logger, requestLogger } = appLogger('warn');
    const log = requestLogger('req-4');

    log.child({ ref: 'PP-1' }).error('refused');
    log.level = 'debug';
    log.debug('now written');

    expect(logger.level).toBe('warn');
    expect(logs.lines).toEqual([
      expect.objectContaining({ level: 50, reqId: 'req-4', ref: 'PP-1', msg: 'refused' }),
      expect.objectContaining({ level: 20, reqId: 'req-4', msg: 'now written' }),
    ]);
  });

  it("is made at once for a route with its own level, which the app's logger cannot answer for", () => {
    const { logs, children, requestLogger } = appLogger('warn');

    const log = requestLogger('req-5', { level: 'info' });
    log.info('the route logs at info');

    expect(children).toHaveBeenCalledTimes(1);
    expect(logs.lines).toEqual([
      expect.objectContaining({ level: 30, reqId: 'req-5', msg: 'the route logs at info' }),
    ]);
  });
});
