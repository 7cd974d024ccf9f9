import { pino, type Logger } from 'pino';

export type { Logger };

export const createLogger = (level: string): Logger =>
  pino({
    level,
    base: undefined,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      remove: true,
    },
  });
