/**
 * Times the filtered vehicle collection call in-process on a seeded database:
 *   npm run seed -- --products 50000 --database /tmp/v50k.db
 *   node --conditions=source --import tsx scripts/bench-vehicle-filter.ts [--database /tmp/v50k.db] [--calls 1000]
 * Prints p50/p99 of (a) the service call plus JSON serialization, (b) sequential HTTP calls over one
 * keep-alive connection, (c) HTTP calls over 50 concurrent connections; and the query plans.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { VehicleCollectionQuerySchema } from '@shop/domain';
import { createApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openDatabase } from '../apps/api/src/db/connection.js';
import { migrate } from '../apps/api/src/db/migrate.js';
import { systemClock } from '../apps/api/src/lib/clock.js';
import { createLogger } from '../apps/api/src/lib/logger.js';
import { ANONYMOUS_VIEWER } from '../apps/api/src/lib/viewer.js';
import { createCatalogRepo } from '../apps/api/src/modules/catalog/catalog.repo.js';
import { createCatalogService } from '../apps/api/src/modules/catalog/catalog.service.js';
import { createSalesRepo } from '../apps/api/src/modules/sales/sales.repo.js';
import { createSalesService } from '../apps/api/src/modules/sales/sales.service.js';
import { createVehicleRepo } from '../apps/api/src/modules/vehicles/vehicles.repo.js';
import { createVehicleService, toFitmentQuery } from '../apps/api/src/modules/vehicles/vehicles.service.js';

const { values } = parseArgs({
  options: { database: { type: 'string' }, calls: { type: 'string' } },
  strict: true,
});
const database = values.database ?? '/tmp/v50k.db';
const calls = Number(values.calls ?? 1000);

/** Every filter set, rotating over vehicles of the seed. */
const QUERIES = [
  { type: 'Loaded', sizes: '12"', vehicle_year: '2020', vehicle_make: 'Ford', vehicle_model: 'F-250' },
  { type: 'Empty', sizes: '10"', vehicle_year: '2018', vehicle_make: 'Toyota', vehicle_model: 'Tacoma' },
  { type: 'Loaded', sizes: '10",12"', vehicle_year: '2021', vehicle_make: 'Ram', vehicle_model: '1500' },
  {
    type: 'Empty',
    sizes: '12"',
    vehicle_year: '2020',
    vehicle_make: 'Chevrolet/GMC',
    vehicle_model: 'Sierra 1500',
  },
];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const summary = (label: string, ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} n=${s.length}  p50 ${pct(s, 50).toFixed(3)} ms  p99 ${pct(s, 99).toFixed(3)} ms  max ${s.at(-1)?.toFixed(3)} ms`,
  );
};

const db = openDatabase(database);
migrate(db);
const config = loadConfig(
  {
    NODE_ENV: 'production',
    DATABASE_PATH: database,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    LOG_LEVEL: 'silent',
  },
  { dataDir: '/tmp', webDistDir: '/tmp/no-web-dist' },
);
const clock = systemClock;
const sales = createSalesService(createSalesRepo(db), clock);
const catalog = createCatalogService(createCatalogRepo(db), sales);
const vehicleRepo = createVehicleRepo(db);
const vehicles = createVehicleService(vehicleRepo, catalog, clock);
const parsed = QUERIES.map((q) => VehicleCollectionQuerySchema.parse(q));

console.log(
  `database ${database}: ${db.prepare('SELECT count(*) FROM products').pluck().get()} products, ${db.prepare('SELECT count(*) FROM vehicle_fitment').pluck().get()} fitment rows`,
);
for (const q of parsed.slice(0, 1)) {
  const r = vehicles.getCollection(q, ANONYMOUS_VIEWER);
  console.log(
    `sample: ${JSON.stringify(QUERIES[0])} -> count ${r.count}, facets ${JSON.stringify({ ...r.facets, years: `${r.facets.years.length} years` })}`,
  );
  const collectionId = db
    .prepare("SELECT id FROM collections WHERE full_handle = 'vehicle-specific-subwoofer-enclosures'")
    .pluck()
    .get() as number;
  const plans = vehicleRepo.explain(
    collectionId,
    toFitmentQuery({
      type: q.type ?? null,
      sizes: q.sizes ?? [],
      year: q.vehicle_year ?? null,
      make: q.vehicle_make ?? null,
      model: q.vehicle_model ?? null,
    }),
  );
  for (const [name, lines] of Object.entries(plans)) console.log(`  plan ${name}: ${lines.join(' | ')}`);
}

// (a) service + serialization.
const serviceMs: number[] = [];
for (let i = 0; i < 200; i++)
  JSON.stringify(vehicles.getCollection(parsed[i % parsed.length]!, ANONYMOUS_VIEWER));
for (let i = 0; i < calls; i++) {
  const t = performance.now();
  JSON.stringify(vehicles.getCollection(parsed[i % parsed.length]!, ANONYMOUS_VIEWER));
  serviceMs.push(performance.now() - t);
}

// (b) and (c) through the real app over HTTP.
const app = createApp({ db, clock, config, logger: createLogger('silent') });
const server = http.createServer(app);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
const paths = QUERIES.map(
  (q) => `/api/collections/vehicle-specific-subwoofer-enclosures?${new URLSearchParams(q)}`,
);
const get = (path: string) =>
  new Promise<number>((resolve, reject) => {
    const t = performance.now();
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(performance.now() - t)
            : reject(new Error(`status ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });

for (let i = 0; i < 200; i++) await get(paths[i % paths.length]!);
const sequentialMs: number[] = [];
for (let i = 0; i < calls; i++) sequentialMs.push(await get(paths[i % paths.length]!));

const concurrentMs: number[] = [];
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: 50 }, async () => {
    while (next < calls * 2) {
      const i = next++;
      concurrentMs.push(await get(paths[i % paths.length]!));
    }
  }),
);
const seconds = (performance.now() - started) / 1000;

summary('service call + JSON (all filters)', serviceMs);
summary('HTTP, 1 connection, sequential', sequentialMs);
summary('HTTP, 50 connections', concurrentMs);
console.log(`throughput at 50 connections: ${Math.round(concurrentMs.length / seconds)} req/s`);
agent.destroy();
server.close();
db.close();
