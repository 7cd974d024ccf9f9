import { AnalyticsEventResponseSchema, ErrorBodySchema, VISITOR_COOKIES } from '@shop/domain';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { makeApp } from '../../test/make-app.js';
import { MAX_EVENT_PAYLOAD_CHARS } from './analytics.service.js';

const shop = await makeApp({ seed: false });
afterAll(() => shop.close());

type ParsedCookie = { name: string; value: string; attrs: Record<string, string | true> };

const setCookies = (res: request.Response): Map<string, ParsedCookie> => {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  const map = new Map<string, ParsedCookie>();
  for (const line of header ?? []) {
    const [pair = '', ...rest] = line.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const attrs: Record<string, string | true> = {};
    for (const a of rest) {
      const i = a.indexOf('=');
      if (i < 0) attrs[a.toLowerCase()] = true;
      else attrs[a.slice(0, i).toLowerCase()] = a.slice(i + 1);
    }
    map.set(pair.slice(0, eq), {
      name: pair.slice(0, eq),
      value: decodeURIComponent(pair.slice(eq + 1)),
      attrs,
    });
  }
  return map;
};

const DAY_S = 86_400;

const eventData = {
  path: '/products/skar-evl-12',
  pageTitle: 'EVL-12 | Skar Audio',
  referrer: 'https://www.google.com/',
  location: 'http://localhost:3000/products/skar-evl-12?sku=EVL-12-D2',
  hostname: 'localhost',
  search: '?sku=EVL-12-D2',
  hash: '',
};

const lastEvent = () =>
  shop.db.selectFrom('events').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();

const eventCount = async () =>
  Number(
    (
      await shop.db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const expectError = (res: request.Response, status: number, code: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(ErrorBodySchema.parse(res.body).error.code).toBe(code);
};

describe('visitor cookies on /api requests', () => {
  it('issues sa_visitor (730 days), a 21-character session id and a 15-character lowercase id (730 days)', async () => {
    const res = await request(shop.app).get('/api/health');
    const cookies = setCookies(res);
    const visitor = cookies.get('sa_visitor');
    const session = cookies.get(VISITOR_COOKIES.session.name);
    const uid = cookies.get(VISITOR_COOKIES.uid.name);
    expect(visitor?.value).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(visitor?.attrs['max-age']).toBe(String(730 * DAY_S));
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(session?.attrs['max-age']).toBeUndefined();
    expect(session?.attrs['expires']).toBeUndefined();
    expect(uid?.value).toMatch(/^[a-z0-9]{15}$/);
    expect(uid?.attrs['max-age']).toBe(String(730 * DAY_S));
    for (const c of [visitor, session, uid]) {
      expect(c?.attrs['httponly']).toBe(true);
      expect(c?.attrs['samesite']).toBe('Lax');
      expect(c?.attrs['path']).toBe('/');
      expect(c?.attrs['secure']).toBeUndefined();
    }
  });

  it('issues different ids to different visitors', async () => {
    const a = setCookies(await request(shop.app).get('/api/health')).get('sa_visitor')?.value;
    const b = setCookies(await request(shop.app).get('/api/health')).get('sa_visitor')?.value;
    expect(a).not.toBe(b);
  });

  it('keeps the cookies a request already carries', async () => {
    const res = await request(shop.app)
      .get('/api/health')
      .set(
        'Cookie',
        'sa_visitor=AAAAAAAAAAAAAAAAAAAAA; sa_session_id=BBBBBBBBBBBBBBBBBBBBB; sa_uid=abcdefghij12345',
      );
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('replaces a cookie value it did not issue', async () => {
    const res = await request(shop.app)
      .get('/api/health')
      .set('Cookie', 'sa_visitor=<script>; sa_session_id=BBBBBBBBBBBBBBBBBBBBB; sa_uid=ABCDEFGHIJ12345');
    const cookies = setCookies(res);
    expect(cookies.get('sa_visitor')?.value).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(cookies.has('sa_session_id')).toBe(false);
    expect(cookies.get('sa_uid')?.value).toMatch(/^[a-z0-9]{15}$/);
  });

  it('sets the campaign cookie for 400 days from pn_cs_id in the query or the Referer', async () => {
    const fromQuery = setCookies(await request(shop.app).get('/api/health?pn_cs_id=spring-25')).get(
      VISITOR_COOKIES.campaign.name,
    );
    expect(fromQuery?.value).toBe('spring-25');
    expect(fromQuery?.attrs['max-age']).toBe(String(400 * DAY_S));
    expect(fromQuery?.attrs['httponly']).toBe(true);
    const fromReferer = setCookies(
      await request(shop.app)
        .get('/api/menu')
        .set('Referer', 'http://localhost:3000/collections/x?pn_cs_id=abc123'),
    ).get(VISITOR_COOKIES.campaign.name);
    expect(fromReferer?.value).toBe('abc123');
  });

  it('ignores a campaign id that is not a plain id', async () => {
    const res = await request(shop.app).get('/api/health').query({ pn_cs_id: '<x>;y' });
    expect(setCookies(res).has(VISITOR_COOKIES.campaign.name)).toBe(false);
  });
});

describe('secure cookies in production', () => {
  it('marks every cookie Secure', async () => {
    const { createApp } = await import('../../app.js');
    const prod = createApp({
      db: shop.db,
      clock: { now: () => new Date() },
      config: { ...shop.config, nodeEnv: 'production' },
    });
    const res = await request(prod).get('/api/health?pn_cs_id=c1');
    const cookies = [...setCookies(res).values()];
    expect(cookies).toHaveLength(4);
    for (const c of cookies) expect(c.attrs['secure']).toBe(true);
  });
});

describe('POST /api/analytics/events/add-to-cart', () => {
  it('stores the items, total price and eventData with the visitor and session ids', async () => {
    const res = await request(shop.app)
      .post('/api/analytics/events/add-to-cart')
      .set(
        'Cookie',
        'sa_visitor=VVVVVVVVVVVVVVVVVVVVV; sa_session_id=SSSSSSSSSSSSSSSSSSSSS; sa_uid=abcdefghij12345',
      )
      .send({
        items: [{ sku: 'EVL-12-D2', quantity: 2, price: 129.99, price_map: 149.99, unknown: 'dropped' }],
        totalPrice: 259.98,
        eventData,
      });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(AnalyticsEventResponseSchema.parse(res.body)).toEqual({ status: 'success' });
    const row = await lastEvent();
    expect(row).toMatchObject({
      type: 'add_to_cart',
      visitor_id: 'VVVVVVVVVVVVVVVVVVVVV',
      session_id: 'SSSSSSSSSSSSSSSSSSSSS',
      page_type: 'Product',
      path: eventData.path,
      page_title: eventData.pageTitle,
      referrer: eventData.referrer,
      location: eventData.location,
      hostname: 'localhost',
      search: eventData.search,
      hash: '',
    });
    expect(JSON.parse(row.payload as string)).toEqual({
      items: [{ sku: 'EVL-12-D2', quantity: 2, price: 129.99, price_map: 149.99 }],
      totalPrice: 259.98,
    });
    const visitor = await shop.db
      .selectFrom('visitors')
      .selectAll()
      .where('id', '=', 'VVVVVVVVVVVVVVVVVVVVV')
      .executeTakeFirstOrThrow();
    expect(visitor.event_count).toBe(1);
  });

  it('accepts a single item and a first visit without cookies', async () => {
    const res = await request(shop.app)
      .post('/api/analytics/events/add-to-cart')
      .send({ item: { sku: 'SDR-12-D2', quantity: 1, price: 99 }, totalPrice: 99, eventData });
    expect(res.status).toBe(200);
    const visitor = setCookies(res).get('sa_visitor')?.value;
    expect((await lastEvent()).visitor_id).toBe(visitor);
    expect(JSON.parse((await lastEvent()).payload as string).items).toEqual([
      { sku: 'SDR-12-D2', quantity: 1, price: 99 },
    ]);
  });

  it('stores the campaign of the landing URL carried in eventData', async () => {
    const res = await request(shop.app)
      .post('/api/analytics/events/add-to-cart')
      .send({
        item: { sku: 'A', quantity: 1 },
        totalPrice: 1,
        eventData: { ...eventData, search: '?pn_cs_id=fb-77' },
      });
    expect(setCookies(res).get(VISITOR_COOKIES.campaign.name)?.value).toBe('fb-77');
    expect((await lastEvent()).campaign_id).toBe('fb-77');
  });

  it('refuses bad bodies with 400 VALIDATION_FAILED and stores nothing', async () => {
    const before = await eventCount();
    const item = { sku: 'A', quantity: 1 };
    const bodies: unknown[] = [
      {},
      { totalPrice: 1, eventData },
      { item, eventData },
      { item, totalPrice: 1 },
      { item, totalPrice: -1, eventData },
      { item, totalPrice: '1', eventData },
      { item: { sku: 'A', quantity: 0 }, totalPrice: 1, eventData },
      { item: { sku: 'A', quantity: 1.5 }, totalPrice: 1, eventData },
      { items: [], totalPrice: 1, eventData },
      { items: Array.from({ length: 51 }, () => item), totalPrice: 1, eventData },
      { item, totalPrice: 1, eventData: { ...eventData, path: '' } },
      { item, totalPrice: 1, eventData: { ...eventData, pageTitle: 'x'.repeat(513) } },
      { item, totalPrice: 1, eventData: { ...eventData, location: 'x'.repeat(2049) } },
      [item],
      'text',
    ];
    for (const body of bodies) {
      const res = await request(shop.app)
        .post('/api/analytics/events/add-to-cart')
        .send(body as object);
      expect(res.status, JSON.stringify(body).slice(0, 100)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      ErrorBodySchema.parse(res.body);
    }
    expect(await eventCount()).toBe(before);
  });

  it('accepts 50 items', async () => {
    const items = Array.from({ length: 50 }, (_, i) => ({ sku: `SKU-${i}`, quantity: 1 }));
    const res = await request(shop.app)
      .post('/api/analytics/events/add-to-cart')
      .send({ items, totalPrice: 50, eventData });
    expect(res.status).toBe(200);
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await request(shop.app)
      .post('/api/analytics/events/add-to-cart')
      .send({
        item: { sku: 'A', quantity: 1 },
        totalPrice: 1,
        eventData: { ...eventData, pageTitle: 'x'.repeat(200_000) },
      });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('refuses a valid body whose stored payload would pass the table limit with 413, not 500', async () => {
    const item = (i: number) => ({
      sku: `${i}`.padEnd(200, 's'),
      name: 'n'.repeat(300),
      variant: 'v'.repeat(200),
      quantity: 1,
    });
    const items = Array.from({ length: 50 }, (_, i) => item(i));
    const before = await eventCount();
    const res = await request(shop.app)
      .post('/api/analytics/events/add-to-cart')
      .send({ items, totalPrice: 1, eventData });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(JSON.stringify({ items, totalPrice: 1 }).length).toBeGreaterThan(MAX_EVENT_PAYLOAD_CHARS);
    expect(await eventCount()).toBe(before);
  });

  it('refuses invalid JSON with 400', async () => {
    const res = await request(shop.app)
      .post('/api/analytics/events/add-to-cart')
      .set('Content-Type', 'application/json')
      .send('{"item":');
    expectError(res, 400, 'INVALID_JSON');
  });
});

describe('POST /api/analytics/events/page-view', () => {
  it('stores the page type the client sends', async () => {
    const res = await request(shop.app)
      .post('/api/analytics/events/page-view')
      .send({ pageType: 'Collection', eventData: { ...eventData, path: '/collections/car-subwoofers' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success' });
    expect(await lastEvent()).toMatchObject({
      type: 'page_view',
      page_type: 'Collection',
      path: '/collections/car-subwoofers',
    });
  });

  it('derives the page type from the path when it is left out', async () => {
    await request(shop.app)
      .post('/api/analytics/events/page-view')
      .send({ eventData: { path: '/pages/frequently-asked-questions' } });
    expect(await lastEvent()).toMatchObject({ page_type: 'FAQ', page_title: '', referrer: '' });
  });

  it('refuses an unknown page type', async () => {
    const res = await request(shop.app)
      .post('/api/analytics/events/page-view')
      .send({ pageType: 'Nope', eventData });
    expectError(res, 400, 'VALIDATION_FAILED');
  });
});

describe('analytics rate limit', () => {
  it('answers 429 RATE_LIMITED in the error shape after 120 events a minute from one address', async () => {
    const own = await makeApp({ seed: false });
    try {
      const send = () =>
        request(own.app)
          .post('/api/analytics/events/page-view')
          .send({ eventData: { path: '/' } });
      for (let i = 0; i < 120; i++) expect((await send()).status).toBe(200);
      expectError(await send(), 429, 'RATE_LIMITED');
    } finally {
      await own.close();
    }
  });
});
