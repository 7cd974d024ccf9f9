// The words of SQLite's search index, to answer a search's last word without a prefix query (decision 052). FTS5
// answers `"subwoofer"*` by merging the lists of every word that starts with "subwoofer" into one list of all
// their matches before the first row comes out (200,000 products: 37,000 matches, about 3.5 ms for a page of
// ids); the same words ORed (`"subwoofer" OR "subwoofers"`) are walked together and stop at the page (about
// 0.5 ms). product_search_terms lists the index's words (an fts5vocab table: read from the index itself, so it
// is never out of step); the search reads the words of a prefix from it once per content version (migration
// 022) and keeps them (modules/search/search.terms.ts). PostgreSQL's GIN index answers a prefix from its own
// sorted words, and its page of ids walks the sort key's index: nothing to add there.
import { type MigrationDb, runStatements, type Ddl } from './ddl.js';

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  if (d.dialect === 'postgres') return;
  await runStatements(db, [
    `CREATE VIRTUAL TABLE product_search_terms USING fts5vocab(product_search, 'row')`,
  ]);
}
