import type { DestinationStream } from 'pino';

/** One parsed pino line. */
export type LogLine = Record<string, unknown> & { level: number; msg?: string; reqId?: string };

export interface LogCapture {
  /** Pass as `logStream` to createTestApp / buildApp. */
  stream: DestinationStream;
  lines: LogLine[];
  /** Everything written, as one string (to assert that a secret appears nowhere). */
  text(): string;
}

/** Collects what the app logs, so tests can read log lines as an operator would. */
export function createLogCapture(): LogCapture {
  const raw: string[] = [];
  const lines: LogLine[] = [];

  return {
    stream: {
      write(chunk: string) {
        raw.push(chunk);
        for (const line of chunk.split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      },
    },
    lines,
    text: () => raw.join(''),
  };
}
