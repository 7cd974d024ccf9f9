import { ErrorBodySchema, ThumbsUpResponseSchema } from '@shop/domain';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeUser, signIn, signedInAgent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { addReviews } from '../../test/review-factories.js';
import { makeProduct } from '../../test/shop-factories.js';
import { SESSION_COOKIE } from '../auth/auth.tokens.js';
import { THUMBS_UP_LIMITS } from './reviews.thumbs.js';

const THUMBS = '/api/reviews/thumbs-up';

let t: TestApp;
let reviewIds: number[];
beforeEach(async () => {
  t = await makeApp({ seed: false, configOverrides: { signInRateLimit: 1000 } });
  reviewIds = await addReviews(
    t.db,
    await makeProduct(t.db),
    Array.from({ length: THUMBS_UP_LIMITS.anonymousPerHour + 2 }, () => ({})),
  );
});
afterEach(() => t.close());

const countOf = async (reviewId: number): Promise<number> =>
  (await t.db.selectFrom('reviews').select('thumbs_up').where('id', '=', reviewId).executeTakeFirstOrThrow())
    .thumbs_up;

/** A vote with no cookies at all: a script that drops sa_visitor after every request. */
const cookieless = (reviewId: number) => request(t.app).post(THUMBS).send({ reviewId });

describe('POST /api/reviews/thumbs-up, signed in', () => {
  it('counts one vote per account, also when the visitor cookie is dropped or another session votes', async () => {
    const user = await makeUser(t.db);
    const agent = request.agent(t.app);
    const signedIn = await signIn(agent, user.email, user.password).expect(200);
    const session = (signedIn.headers['set-cookie'] as unknown as string[])
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
      ?.split(';')[0];
    expect(session).toBeDefined();
    const reviewId = reviewIds[0]!;
    const first = ThumbsUpResponseSchema.parse(
      (await agent.post(THUMBS).send({ reviewId }).expect(200)).body,
    );
    expect(first).toMatchObject({ thumbs_up: 1, alreadyVoted: false });
    for (let i = 0; i < 3; i++) {
      const res = await request(t.app)
        .post(THUMBS)
        .set('Cookie', session ?? '')
        .send({ reviewId })
        .expect(200);
      expect(res.body).toMatchObject({ thumbs_up: 1, alreadyVoted: true });
    }
    const otherSession = await signedInAgent(t.app, user);
    expect((await otherSession.post(THUMBS).send({ reviewId }).expect(200)).body).toMatchObject({
      thumbs_up: 1,
      alreadyVoted: true,
    });
    expect(await countOf(reviewId)).toBe(1);
    const voters = await t.db
      .selectFrom('review_votes')
      .select('voter')
      .where('review_id', '=', reviewId)
      .orderBy('voter')
      .execute();
    expect(voters.map((v) => v.voter)).toEqual([`u:${user.id}`]);
  });

  it('is not held by the anonymous budget of the same address', async () => {
    for (let i = 0; i <= 60; i++) await cookieless(reviewIds[i % reviewIds.length]!);
    const agent = await signedInAgent(t.app, await makeUser(t.db));
    const res = await agent.post(THUMBS).send({ reviewId: reviewIds[1] }).expect(200);
    expect(res.body).toMatchObject({ alreadyVoted: false });
  });
});

describe('POST /api/reviews/thumbs-up, anonymous', () => {
  it(`adds at most ${THUMBS_UP_LIMITS.anonymousPerReviewPerDay} cookieless votes from one address to one review a day`, async () => {
    const reviewId = reviewIds[0]!;
    for (let i = 0; i < THUMBS_UP_LIMITS.anonymousPerReviewPerDay; i++)
      expect((await cookieless(reviewId).expect(200)).body).toMatchObject({ alreadyVoted: false });
    const res = await cookieless(reviewId).expect(429);
    expect(ErrorBodySchema.parse(res.body).error.code).toBe('RATE_LIMITED');
    expect(await countOf(reviewId)).toBe(THUMBS_UP_LIMITS.anonymousPerReviewPerDay);
    // Another review from the same address still counts.
    expect((await cookieless(reviewIds[1]!).expect(200)).body).toMatchObject({ thumbs_up: 1 });
  });

  it(`takes at most ${THUMBS_UP_LIMITS.anonymousPerHour} anonymous votes an hour from one address`, async () => {
    for (let i = 0; i < THUMBS_UP_LIMITS.anonymousPerHour; i++) await cookieless(reviewIds[i]!).expect(200);
    const res = await cookieless(reviewIds[THUMBS_UP_LIMITS.anonymousPerHour]!).expect(429);
    expect(ErrorBodySchema.parse(res.body).error.code).toBe('RATE_LIMITED');
  });

  it('refuses a reviewId that is an object with 400, never 500, before any budget reads it', async () => {
    for (const reviewId of [{ toString: 1 }, { valueOf: 1 }, [1, 2]]) {
      const res = await request(t.app).post(THUMBS).send({ reviewId });
      expect(res.status, JSON.stringify(reviewId)).toBe(400);
      expect(ErrorBodySchema.parse(res.body).error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('keeps one vote per visitor that keeps its cookie', async () => {
    const visitor = request.agent(t.app);
    await visitor.post(THUMBS).send({ reviewId: reviewIds[0] }).expect(200);
    const again = await visitor.post(THUMBS).send({ reviewId: reviewIds[0] }).expect(200);
    expect(again.body).toMatchObject({ thumbs_up: 1, alreadyVoted: true });
  });
});

it('keeps the signed-in budget looser than the anonymous one', () => {
  expect(THUMBS_UP_LIMITS.signedInPerMinute * 60).toBeGreaterThan(THUMBS_UP_LIMITS.anonymousPerHour);
});
