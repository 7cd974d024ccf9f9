/**
 * Tells every API node that something it keeps in memory changed in the store (decision 041): a node that wrote
 * (an order took stock, a review changed a rating) publishes a topic; every node's subscribers of that topic
 * run (they empty their caches). The publishing node's own subscribers run at once, before its answer is sent;
 * on PostgreSQL the other nodes hear it through LISTEN/NOTIFY on the shop's channel, usually within a
 * millisecond or two of the commit. On SQLite (one process per file) the feed is this process only.
 *
 * A node that loses its listening connection may have missed messages: when it listens again it runs every
 * subscriber once (a cache emptied for nothing costs a few reads; a stale one would show old stock).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * 'catalog': the catalogue's content changed (products, collections, sales, the menu): every kept copy of it
 * goes. 'answers': an order took stock and added turnover, or a review changed a rating: the catalogue's
 * answers changed (the response cache goes) but not its content (the sales and product extras a node keeps
 * stay, instead of being read again after every order).
 */
export type ChangeTopic = 'catalog' | 'answers' | 'reviews' | 'mail';

export type ChangeFeed = {
  /** Runs this node's subscribers of `topic` now and tells the other nodes. */
  publish(topic: ChangeTopic): void;
  /** `run` is called whenever any node publishes `topic`; answers a function that unsubscribes. */
  subscribe(topic: ChangeTopic, run: () => void): () => void;
  /** Stops listening (a node shutting down). */
  close(): Promise<void>;
};

/** The PostgreSQL channel of the shop's change messages. */
export const CHANGE_CHANNEL = 'shop_changes';
const TOPICS: readonly ChangeTopic[] = ['catalog', 'answers', 'reviews', 'mail'];
const RECONNECT_MS = [100, 500, 2_000, 5_000];

type Logger = { warn(obj: object, msg: string): void };

function localSubscribers() {
  const byTopic = new Map<ChangeTopic, Set<() => void>>();
  return {
    run(topic: ChangeTopic) {
      for (const run of byTopic.get(topic) ?? []) run();
    },
    add(topic: ChangeTopic, run: () => void) {
      const set = byTopic.get(topic) ?? new Set();
      set.add(run);
      byTopic.set(topic, set);
      return () => void set.delete(run);
    },
  };
}

/** This process only: SQLite, or a test that runs one node. */
export function localChangeFeed(): ChangeFeed {
  const subscribers = localSubscribers();
  return {
    publish: (topic) => subscribers.run(topic),
    subscribe: (topic, run) => subscribers.add(topic, run),
    close: () => Promise.resolve(),
  };
}

/**
 * Every node on the PostgreSQL database at `url`: one connection of its own LISTENs (a pooled connection
 * cannot: it goes back to the pool), and a publish is one NOTIFY on a short-lived query.
 */
export function postgresChangeFeed(url: string, logger?: Logger): ChangeFeed {
  const node = randomUUID();
  const subscribers = localSubscribers();
  const sender = new pg.Pool({ connectionString: url, max: 2 });
  // An idle connection the server ends is an 'error' on the pool (see database.ts): dropped, not fatal.
  sender.on('error', () => undefined);
  let listener: pg.Client | null = null;
  let closed = false;
  let attempt = 0;

  const listen = async (): Promise<void> => {
    if (closed) return;
    // keepAlive: a connection a NAT or proxy dropped silently is noticed (an 'error') instead of going deaf.
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    let retried = false;
    const retryOnce = () => {
      if (retried) return;
      retried = true;
      retry(client);
    };
    client.on('notification', (message) => {
      const [from, topics = ''] = (message.payload ?? '').split(':');
      if (from === node) return;
      for (const topic of topics.split(',') as ChangeTopic[])
        if (TOPICS.includes(topic)) subscribers.run(topic);
    });
    client.on('error', (err) => {
      logger?.warn({ err }, 'change feed connection lost; listening again');
      retryOnce();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (closed) return void (await client.end());
      listener = client;
      // Messages sent before this node listened (at start, or while it was reconnecting) are lost: start from
      // empty caches.
      for (const topic of TOPICS) subscribers.run(topic);
      attempt = 0;
    } catch (err) {
      logger?.warn({ err }, 'change feed cannot listen; trying again');
      retryOnce();
    }
  };

  const retry = (client: pg.Client) => {
    if (listener === client) listener = null;
    void client.end().catch(() => undefined);
    if (closed) return;
    const wait = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)];
    attempt++;
    setTimeout(() => void listen(), wait).unref();
  };

  const ready = listen();

  // The topics published in one turn of the event loop go in one NOTIFY (`node:answers,mail`), sent when the
  // turn ends (setImmediate): a checkout publishes 'mail' when its transaction commits and 'answers' as its
  // answer ends, with only awaits of settled values between; one message is a round trip fewer per order.
  const pending = new Set<ChangeTopic>();
  const notify = () => {
    const topics = [...pending];
    pending.clear();
    sender
      .query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, `${node}:${topics.join(',')}`])
      .catch((err: unknown) => {
        logger?.warn({ err, topics }, 'change feed could not notify the other nodes');
      });
  };

  return {
    publish(topic) {
      subscribers.run(topic);
      if (pending.size === 0) setImmediate(notify);
      pending.add(topic);
    },
    subscribe: (topic, run) => subscribers.add(topic, run),
    async close() {
      closed = true;
      if (pending.size > 0) notify();
      await ready;
      await listener?.end().catch(() => undefined);
      await sender.end();
    },
  };
}

/** The feed for a store: LISTEN/NOTIFY on PostgreSQL, this process on SQLite. */
export const changeFeedFor = (databaseUrl: string | null, logger?: Logger): ChangeFeed =>
  databaseUrl ? postgresChangeFeed(databaseUrl, logger) : localChangeFeed();
