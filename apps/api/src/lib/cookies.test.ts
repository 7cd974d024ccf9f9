import cookieParser from 'cookie-parser';
import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visitorCookies, visitorOf, type Visitor } from '../modules/analytics/analytics.cookies.js';
import { cookieOptions, setCookieLine } from './cookies.js';

const TWO_YEARS_MS = 730 * 86_400_000;

const setCookies = (res: request.Response): string[] => {
  const header: unknown = res.headers['set-cookie'];
  return Array.isArray(header) ? (header as string[]) : [];
};
const withoutExpires = (lines: string[]) => lines.map((line) => line.replace(/; Expires=[^;]+/, ''));
const expiresOf = (line: string): number | null => {
  const date = /; Expires=([^;]+)/.exec(line)?.[1];
  return date === undefined ? null : Date.parse(date);
};

/** The visitor cookies as the middleware writes them, and as res.cookie writes the same ids one by one. */
const bothWays = async (secure: boolean, cookie = '') => {
  const issued = express();
  issued.use(cookieParser(), visitorCookies({ secure }));
  issued.get('/', (_req, res) => {
    res.json(visitorOf(res));
  });
  const res = await request(issued).get('/').set('Cookie', cookie).expect(200);
  const visitor = res.body as Visitor;

  const byExpress = express();
  byExpress.get('/', (_req, res) => {
    if (!cookie.includes('sa_visitor='))
      res.cookie('sa_visitor', visitor.visitorId, cookieOptions(secure, TWO_YEARS_MS));
    if (!cookie.includes('sa_session_id='))
      res.cookie('sa_session_id', visitor.sessionId, cookieOptions(secure));
    if (!cookie.includes('sa_uid=')) res.cookie('sa_uid', visitor.uid, cookieOptions(secure, TWO_YEARS_MS));
    res.json({});
  });
  const expected = await request(byExpress).get('/').set('Cookie', cookie).expect(200);
  return { lines: setCookies(res), expected: setCookies(expected) };
};

describe('visitor cookies: one Set-Cookie header, each line as res.cookie writes it', () => {
  it.each([true, false])(
    'sends the three ids of a first request as Express would (secure %s)',
    async (secure) => {
      const { lines, expected } = await bothWays(secure);
      expect(lines).toHaveLength(3);
      expect(withoutExpires(lines)).toEqual(withoutExpires(expected));
      lines.forEach((line, i) => {
        const sent = expiresOf(line);
        const express = expiresOf(expected[i]!);
        if (sent === null || express === null) expect(sent).toBe(express);
        else expect(Math.abs(sent - express)).toBeLessThanOrEqual(2000);
      });
      expect(expiresOf(lines[0]!)).toBeGreaterThan(Date.now() + TWO_YEARS_MS - 5000);
    },
  );

  it('sends only the ids a request lacks', async () => {
    const { lines, expected } = await bothWays(
      true,
      'sa_visitor=aaaaaaaaaaaaaaaaaaaaa; sa_uid=bbbbbbbbbbbbbbb',
    );
    expect(lines).toEqual(expected);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^sa_session_id=[\w-]{21}; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  });
});

describe('a cookie line’s Expires date', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the date Express writes at every instant, also when made again within the same second', () => {
    vi.useFakeTimers();
    const options = cookieOptions(true, TWO_YEARS_MS);
    const expressLine = (value: string) => {
      let line = '';
      // Express's own res.cookie, on a response whose append keeps the line.
      const res = Object.assign(Object.create(express.response) as express.Response, {
        append: (_name: string, v: string) => void (line = v),
        req: { secret: undefined },
      });
      res.cookie('sa_uid', value, options);
      return line;
    };
    for (const at of [
      1_800_000_000_000, 1_800_000_000_400, 1_800_000_000_999, 1_800_000_001_000, 1_800_000_061_500,
    ]) {
      vi.setSystemTime(at);
      expect(setCookieLine({ name: 'sa_uid', value: 'bbbbbbbbbbbbbbb', options })).toBe(
        expressLine('bbbbbbbbbbbbbbb'),
      );
    }
  });
});
