/**
 * The change feed between nodes on PostgreSQL (LISTEN/NOTIFY): what one node publishes runs its own
 * subscribers at once and the other node's soon after; topics published in one turn of the event loop travel
 * as one message. Needs TEST_DATABASE_URL (.ci/run sets it).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANGE_CHANNEL, postgresChangeFeed, type ChangeFeed, type ChangeTopic } from './change-feed.js';

describe.skipIf(!process.env.TEST_DATABASE_URL)('change feed on PostgreSQL', () => {
  const url = process.env.TEST_DATABASE_URL as string;
  const feeds: ChangeFeed[] = [];
  const heard = new Map<ChangeFeed, ChangeTopic[]>();
  const messages: string[] = [];
  let watcher: pg.Client;

  /** A node's feed, once it listens (it runs every subscriber once when it starts listening). */
  const listeningFeed = async (): Promise<ChangeFeed> => {
    const feed = postgresChangeFeed(url);
    const topics: ChangeTopic[] = [];
    const ready = (['catalog', 'answers', 'reviews', 'mail'] as const).map(
      (topic) => new Promise<void>((resolve) => feed.subscribe(topic, () => (topics.push(topic), resolve()))),
    );
    await Promise.all(ready);
    topics.length = 0;
    heard.set(feed, topics);
    feeds.push(feed);
    return feed;
  };

  beforeAll(async () => {
    watcher = new pg.Client({ connectionString: url });
    await watcher.connect();
    watcher.on('notification', (m) => messages.push(m.payload ?? ''));
    await watcher.query(`LISTEN ${CHANGE_CHANNEL}`);
  });
  afterAll(async () => {
    await Promise.all(feeds.map((f) => f.close()));
    await watcher?.end();
  });

  it("runs the publisher's subscribers at once and the other node's after one message for the turn's topics", async () => {
    const a = await listeningFeed();
    const b = await listeningFeed();
    messages.length = 0;
    a.publish('mail');
    a.publish('answers');
    a.publish('mail');
    // The publisher's own subscribers ran before publish returned.
    expect(heard.get(a)).toEqual(['mail', 'answers', 'mail']);
    await vi.waitFor(() => expect(heard.get(b)).toEqual(['mail', 'answers']));
    await vi.waitFor(() => expect(messages.filter((m) => m.endsWith(':mail,answers'))).toHaveLength(1));
    const from = messages.find((m) => m.endsWith(':mail,answers'))!.split(':')[0];
    expect(messages.filter((m) => m.startsWith(`${from}:`))).toEqual([`${from}:mail,answers`]);

    // A later turn is a message of its own; the publisher never runs its subscribers twice for it.
    b.publish('catalog');
    await vi.waitFor(() => expect(heard.get(a)).toEqual(['mail', 'answers', 'mail', 'catalog']));
    expect(heard.get(b)).toEqual(['mail', 'answers', 'catalog']);
  });
});
