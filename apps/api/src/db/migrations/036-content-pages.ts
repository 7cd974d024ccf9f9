// The merchant's content pages in Markdown (decision 081): About, FAQ, the policies and any page the merchant
// adds, served at /pages/{slug}. A built-in page (the domain's BUILT_IN_PAGES) without a row here is served from
// its default text; a row is the merchant's version. seo_title and seo_description are '' for the defaults.
import { type MigrationDb, runStatements, type Ddl } from './ddl.js';

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE content_pages (
  slug TEXT PRIMARY KEY CHECK (length(slug) BETWEEN 1 AND 80),
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  body TEXT NOT NULL CHECK (length(body) <= 50000),
  seo_title TEXT NOT NULL DEFAULT '' CHECK (length(seo_title) <= 70),
  seo_description TEXT NOT NULL DEFAULT '' CHECK (length(seo_description) <= 320),
  published ${d.int} NOT NULL DEFAULT 0 CHECK (published IN (0, 1)),
  updated_at TEXT NOT NULL
)`,
  ]);
}
