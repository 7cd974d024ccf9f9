/**
 * `npm run db:types`: migrates a new SQLite store in memory and writes what it holds to db/schema.ts (the row
 * types) and db/schema.sql (every object's text), decision 072. Run it after adding a migration; the tests fail
 * until the files match the migrations.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './connection.js';
import { kyselyOf } from './database.js';
import { migrateStore } from './migrate-store.js';
import { schemaSqlOf, schemaTypesOf } from './schema-types.js';

const db = kyselyOf(openDatabase(':memory:'));
await migrateStore(db);
const files = {
  'schema.ts': await schemaTypesOf(db),
  'schema.sql': await schemaSqlOf(db),
};
await db.destroy();
for (const [name, text] of Object.entries(files)) {
  writeFileSync(fileURLToPath(new URL(`./${name}`, import.meta.url)), text);
  console.log(`wrote apps/api/src/db/${name}`);
}
