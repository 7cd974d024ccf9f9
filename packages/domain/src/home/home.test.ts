import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isExternalLink } from './external-link.js';
import { isSafeLink, isScheduledAt, scheduleProblem, shownSlides } from './home.js';
import { AnnouncementInputSchema, FooterGroupInputSchema, HomeSlideInputSchema } from './schemas.js';
import { fromShopWallTime, toShopWallTime } from '../dates/wall-time.js';

const slide = (over: Record<string, unknown> = {}) => ({
  image: '/img/uploads/AAAAAAAAAAAAAAAAAAAAAA.webp',
  alt: 'Subwoofers on sale',
  link: '/collections/car-subwoofers',
  startsAt: null,
  endsAt: null,
  ...over,
});

describe('home links', () => {
  it.each([
    '/collections/car-subwoofers',
    '/search/products?q=12%22',
    '/',
    'https://help.example.com/',
    'https://example.com/videos?list=1#top',
  ])('takes %s', (link) => expect(isSafeLink(link)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    'http://example.com/',
    '//evil.example/x',
    '/\\evil.example',
    'collections/x',
    'https://',
    'https://user:pw@example.com/',
    'https://example.com/a b',
    'https://example.com/"onmouseover=1',
    'vbscript:x',
    '',
    `/${'a'.repeat(600)}`,
  ])('refuses %s', (link) => expect(isSafeLink(link)).toBe(false));

  it('tells an off-site link from a path', () => {
    expect(isExternalLink('https://example.com/')).toBe(true);
    expect(isExternalLink('/pages/about-us')).toBe(false);
  });

  it('refuses an unsafe link in a slide, a footer link and the bar with the field named', () => {
    const bad = HomeSlideInputSchema.safeParse(slide({ link: 'javascript:alert(1)' }));
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['link']);
    expect(
      FooterGroupInputSchema.safeParse({ title: 'Help', links: [{ label: 'x', url: 'data:x' }] }).success,
    ).toBe(false);
    expect(
      AnnouncementInputSchema.safeParse({ text: 'Hi', link: 'http://x.example/', enabled: true }).success,
    ).toBe(false);
  });

  it('requires an alt text and a picture of the shop', () => {
    expect(HomeSlideInputSchema.safeParse(slide({ alt: '  ' })).success).toBe(false);
    expect(HomeSlideInputSchema.safeParse(slide({ image: 'https://cdn.example/x.jpg' })).success).toBe(false);
    expect(HomeSlideInputSchema.safeParse(slide()).success).toBe(true);
  });

  it('requires a text only while the bar is on', () => {
    expect(AnnouncementInputSchema.safeParse({ text: '', link: null, enabled: false }).success).toBe(true);
    expect(AnnouncementInputSchema.safeParse({ text: ' ', link: null, enabled: true }).success).toBe(false);
  });
});

describe('slide schedules', () => {
  const now = new Date('2026-12-07T15:00:00.000Z');

  it('shows a slide from its start until its end, either open', () => {
    expect(isScheduledAt({ startsAt: null, endsAt: null }, now)).toBe(true);
    expect(isScheduledAt({ startsAt: '2026-12-07T15:00:00.000Z', endsAt: null }, now)).toBe(true);
    expect(isScheduledAt({ startsAt: '2026-12-07T15:00:01.000Z', endsAt: null }, now)).toBe(false);
    expect(isScheduledAt({ startsAt: null, endsAt: '2026-12-07T15:00:00.000Z' }, now)).toBe(false);
    expect(isScheduledAt({ startsAt: null, endsAt: '2026-12-07T15:00:00.001Z' }, now)).toBe(true);
  });

  it('keeps the order of the slides it shows', () => {
    const slides = [
      { id: 1, startsAt: null, endsAt: null },
      { id: 2, startsAt: '2027-01-01T00:00:00.000Z', endsAt: null },
      { id: 3, startsAt: '2026-12-01T00:00:00.000Z', endsAt: '2026-12-31T00:00:00.000Z' },
    ];
    expect(shownSlides(slides, now).map((s) => s.id)).toEqual([1, 3]);
  });

  it('shows a subset of the slides in their order, and every unscheduled one (property)', () => {
    const iso = fc
      .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 0, 1) })
      .map((ms) => new Date(ms).toISOString());
    const schedule = fc.record({
      startsAt: fc.option(iso, { nil: null }),
      endsAt: fc.option(iso, { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(schedule, { maxLength: 10 }), iso, (schedules, at) => {
        const slides = schedules.map((s, i) => ({ ...s, i }));
        const shown = shownSlides(slides, new Date(at)).map((s) => s.i);
        expect(shown).toEqual([...shown].sort((a, b) => a - b));
        for (const s of slides) if (s.startsAt === null && s.endsAt === null) expect(shown).toContain(s.i);
        for (const s of slides) if (scheduleProblem(s) !== null) expect(shown).not.toContain(s.i);
      }),
    );
  });

  it('refuses an end at or before the start, on the end field', () => {
    expect(
      scheduleProblem({ startsAt: '2026-12-07T15:00:00.000Z', endsAt: '2026-12-07T15:00:00.000Z' }),
    ).toBe('The end must come after the start');
    const bad = HomeSlideInputSchema.safeParse(
      slide({ startsAt: '2026-12-08T00:00:00Z', endsAt: '2026-12-07T00:00:00Z' }),
    );
    expect(bad.error?.issues[0]?.path).toEqual(['endsAt']);
    const ok = HomeSlideInputSchema.parse(slide({ startsAt: '2026-12-07T07:00:00-05:00', endsAt: null }));
    expect(ok.startsAt).toBe('2026-12-07T12:00:00.000Z');
  });

  it("reads a schedule typed in the shop's time zone, daylight saving included", () => {
    expect(fromShopWallTime('2026-12-31T07:00')).toBe('2026-12-31T12:00:00.000Z');
    expect(fromShopWallTime('2026-07-04T07:00')).toBe('2026-07-04T11:00:00.000Z');
    expect(toShopWallTime('2026-07-04T11:00:00.000Z')).toBe('2026-07-04T07:00');
    expect(fromShopWallTime('2026-02-30T07:00')).toBeNull();
    expect(toShopWallTime(null)).toBe('');
  });
});
