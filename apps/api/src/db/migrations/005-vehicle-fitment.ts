// Vehicle fitment: one row per enclosure and model, so that the vehicle filter of the vehicle-specific
// enclosure collection is an index lookup instead of a scan of every product's properties. Rows are
// derived from the product's Make, Model (pipe-separated), Start Year, End Year, Subwoofer Size
// properties and its category (the domain's fitmentRowsOf); whoever writes those must rewrite the rows.
import { type MigrationDb, runStatements, type Ddl } from './ddl.js';

/** The backfill from the products' properties (SQLite only; modules/vehicles' test runs it again). */
export const SQLITE_BACKFILL = `WITH RECURSIVE
  enclosures AS (
    SELECT p.id AS product_id,
      CASE p.category WHEN 'loaded-subwoofer-enclosures' THEN 'Loaded' ELSE 'Empty' END AS type,
      trim(mk.value) AS make,
      CAST(trim(ys.value) AS INTEGER) AS year_start,
      CASE WHEN trim(coalesce(ye.value, '')) GLOB '[0-9][0-9][0-9][0-9]' THEN CAST(trim(ye.value) AS INTEGER) END AS year_end,
      lower(replace(replace(replace(replace(replace(replace(replace(coalesce(sz.value, ''),
        '"', ''), '''', ''), ' ', ''), '.', ''), '-', ''), '”', ''), '″', '')) AS subwoofer_size,
      trim(replace(coalesce(md.value, ''), '|', '')) <> '' AS has_models,
      coalesce(md.value, '') || '|' AS rest
    FROM products p
    JOIN product_properties mk ON mk.product_id = p.id AND mk.key = 'Make' AND trim(mk.value) <> ''
    JOIN product_properties ys ON ys.product_id = p.id AND ys.key = 'Start Year'
      AND trim(ys.value) GLOB '[0-9][0-9][0-9][0-9]'
    LEFT JOIN product_properties ye ON ye.product_id = p.id AND ye.key = 'End Year'
    LEFT JOIN product_properties md ON md.product_id = p.id AND md.key = 'Model'
    LEFT JOIN product_properties sz ON sz.product_id = p.id AND sz.key = 'Subwoofer Size'
    WHERE p.category IN ('loaded-subwoofer-enclosures', 'empty-subwoofer-enclosures')
  ),
  split (product_id, type, make, year_start, year_end, subwoofer_size, has_models, model, rest) AS (
    SELECT product_id, type, make, year_start, year_end, subwoofer_size, has_models, NULL, rest FROM enclosures
    UNION ALL
    SELECT product_id, type, make, year_start, year_end, subwoofer_size, has_models,
      trim(substr(rest, 1, instr(rest, '|') - 1)), substr(rest, instr(rest, '|') + 1)
    FROM split WHERE rest <> ''
  )
INSERT OR IGNORE INTO vehicle_fitment (product_id, make, model, year_start, year_end, type, subwoofer_size)
SELECT product_id, make, model, year_start, year_end, type, subwoofer_size
FROM split
WHERE model IS NOT NULL AND (model <> '' OR NOT has_models)
ORDER BY product_id`;

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE vehicle_fitment (
  product_id ${d.int} NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  make ${d.nocaseTextNotNull},
  -- One of the pipe-separated models; '' when the enclosure lists none.
  model ${d.nocaseTextNotNull},
  year_start ${d.int} NOT NULL,
  -- NULL: an open range ("2019-Up").
  year_end ${d.int},
  type TEXT NOT NULL CHECK (type IN ('Loaded', 'Empty')),
  -- Normalized Subwoofer Size: lower case without punctuation ('12"' -> '12'); '' when unknown.
  subwoofer_size TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (product_id, model)
)${d.withoutRowid}`,

    // Both indexes cover every column (the primary key rides along), so no query touches the table itself.
    // A make (with or without a model) is the selective entry point; type and size serve the broad filters.
    `CREATE INDEX vehicle_fitment_make ON vehicle_fitment (make, model, type, subwoofer_size, year_start, year_end)`,
    `CREATE INDEX vehicle_fitment_type ON vehicle_fitment (type, subwoofer_size, make, year_start, year_end)`,
  ]);

  // SQLite only: backfill a store seeded before this migration (a fresh seed writes its own rows). A
  // PostgreSQL store is always new (built by these migrations from the start, then seeded or loaded, and
  // the loader writes the rows), so it has no products to carry over and skips this step.
  if (d.dialect === 'sqlite') await runStatements(db, [SQLITE_BACKFILL]);
}
