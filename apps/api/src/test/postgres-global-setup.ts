/** The PostgreSQL project's global setup: no test database of an earlier run is left on the server, before or after. */
import { dropTestDatabases } from './test-store.js';

export default async function setup(): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('the api-postgres project needs TEST_DATABASE_URL');
  await dropTestDatabases(url);
  return () => dropTestDatabases(url);
}
