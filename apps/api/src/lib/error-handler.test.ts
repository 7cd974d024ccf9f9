import { ERROR_CODES, ERROR_STATUS } from '@shop/domain';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { createErrorHandler } from './error-handler.js';
import { createLogger } from './logger.js';

/** An app whose one route fails with `err`, answered by the API's error handler. */
const failingWith = (err: unknown) => {
  const app = express();
  app.get('/fail', () => {
    throw err;
  });
  app.use(createErrorHandler(createLogger('silent')));
  return app;
};

describe('an AppError (decision 084)', () => {
  it('answers every code with its status in the one table, its code, message and details', async () => {
    const answered = await Promise.all(
      ERROR_CODES.map(async (code) => {
        const res = await request(failingWith(new AppError(code, `Refused: ${code}`, { code }))).get('/fail');
        return [code, res.status, res.body] as const;
      }),
    );
    for (const [code, status, body] of answered) {
      expect([code, status]).toEqual([code, ERROR_STATUS[code]]);
      expect(body).toEqual({ error: { code, message: `Refused: ${code}`, details: { code } } });
    }
  });

  it('reads its status from the table', () => {
    expect([
      new AppError('OUT_OF_STOCK', 'Sold out').status,
      new AppError('CARD_DECLINED', 'No').status,
    ]).toEqual([409, 402]);
  });
});

describe('the error handler and what PostgreSQL refuses to store', () => {
  it.each([
    ['a NUL character (22021)', '22021'],
    ['a character the encoding lacks (22P05)', '22P05'],
  ])('answers text holding %s with 400 VALIDATION_FAILED, not 500', async (_name, code) => {
    const err = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code });
    const res = await request(failingWith(err)).get('/fail').expect(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.details).toEqual([{ path: '', message: 'Text may not contain NUL characters' }]);
  });

  it('still answers any other database error with 500', async () => {
    const err = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    await request(failingWith(err)).get('/fail').expect(500);
  });
});

describe('the log line of an unhandled error', () => {
  it("leaves out PostgreSQL's detail, which quotes the row's values", async () => {
    const logged: unknown[] = [];
    const logger = { error: (obj: unknown) => logged.push(obj) } as unknown as Parameters<
      typeof createErrorHandler
    >[0];
    const app = express();
    app.get('/fail', () => {
      throw Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
        code: '23505',
        detail: 'Key (email)=(ada@example.com) already exists.',
      });
    });
    app.use(createErrorHandler(logger));
    await request(app).get('/fail').expect(500);
    const { err } = logged[0] as { err: { detail?: string; code: string; message: string } };
    expect(err.detail).toBeUndefined();
    expect(err.code).toBe('23505');
    expect(err.message).toContain('users_email');
    expect(JSON.stringify(logged)).not.toContain('ada@example.com');
  });

  it("writes an order's token in the failed request's URL as [REDACTED] (decision 059)", async () => {
    const logged: unknown[] = [];
    const logger = { error: (obj: unknown) => logged.push(obj) } as unknown as Parameters<
      typeof createErrorHandler
    >[0];
    const app = express();
    app.get('/api/orders/:token', () => {
      throw new Error('broken');
    });
    app.use(createErrorHandler(logger));
    await request(app).get('/api/orders/S3cretT0ken?token=S3cretT0ken').expect(500);
    expect(logged[0]).toMatchObject({ url: '/api/orders/[REDACTED]?token=[REDACTED]' });
  });
});
