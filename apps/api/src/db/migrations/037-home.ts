// The home page and footer the merchant edits (decision 082): hero slides (a picture with its sizes, alt text,
// link, optional schedule as UTC ISO), category tiles, the footer's link groups, each list in `position` order,
// and the announcement bar, one row. A new shop stores none of them: its home shows the text hero and no
// tiles, its footer the spec's pages, its bar nothing (the demo seed stores the demo's).
import { type Ddl, type MigrationDb, runStatements } from './ddl.js';

export async function up(db: MigrationDb, ddl: Ddl): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE home_slides (
  id ${ddl.id},
  position INTEGER NOT NULL,
  image TEXT NOT NULL,
  srcset TEXT,
  alt TEXT NOT NULL,
  link TEXT NOT NULL,
  starts_at TEXT,
  ends_at TEXT
)`,
    `CREATE TABLE home_tiles (
  id ${ddl.id},
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  image TEXT,
  link TEXT NOT NULL
)`,
    `CREATE TABLE home_footer_groups (
  id ${ddl.id},
  position INTEGER NOT NULL,
  title TEXT NOT NULL
)`,
    `CREATE TABLE home_footer_links (
  id ${ddl.id},
  group_id ${ddl.int} NOT NULL REFERENCES home_footer_groups(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  label TEXT NOT NULL,
  url TEXT NOT NULL
)`,
    `CREATE INDEX home_footer_links_group ON home_footer_links (group_id, position)`,
    `CREATE TABLE home_announcement (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  text TEXT NOT NULL,
  link TEXT,
  enabled INTEGER NOT NULL CHECK (enabled IN (0, 1))
)`,
  ]);
}
