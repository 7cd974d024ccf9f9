/** A logger that keeps what it logs, for tests of what a start warns about. */
import { pino } from 'pino';
import type { Logger } from '../lib/logger.js';

export type CapturedLog = { logger: Logger; warnings: () => string[] };

export function captureLog(): CapturedLog {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino(
    { level: 'info', base: undefined },
    { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) },
  );
  return { logger, warnings: () => lines.filter((l) => l.level === 40).map((l) => l.msg) };
}
