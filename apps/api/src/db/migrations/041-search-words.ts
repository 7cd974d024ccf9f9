// SQLite: the words of the search index in a table of their own, each with the number of cards that hold it
// (decision 071, "the search's fixed part"). A search's last word is asked as the index's words that start with
// it (migration 025), and a one-word search takes its count from its word's number of cards; both came from
// product_search_terms, an fts5vocab table, which learns a word's number of cards by walking the word's whole
// list: "subwoofer" at 50,000 products, 9,250 cards, about 0.45 ms of a cold search's 0.52 ms lookup.
// product_search_words is kept by the re-index itself, so it is never out of step with the index:
//   - the card's words: the re-index also puts the card's text into product_search_one (an FTS5 table of the
//     same tokenizer that only ever holds that one card, emptied again at once) and reads its distinct words back
//     from product_search_one_terms (fts5vocab over one row): exactly the words the index files the card under;
//   - product_search_card_words keeps each indexed card's words (a JSON array), so the card's old words are taken
//     off when it is re-indexed or deleted (the index is contentless: it cannot say which words a card had);
//   - a word whose last card goes leaves the table.
// Both triggers are rewritten from their stored text (as 021 and 032 do), so the rest of it stays theirs. The
// cards indexed now are re-indexed once here, which fills both tables. A rebuild of the index (search.index.ts)
// empties them with it. PostgreSQL's GIN index answers a prefix from its own sorted words: nothing to add there.
import { sql } from 'kysely';
import { type MigrationDb, runStatements, type Ddl } from './ddl.js';

/** The statement of the re-index that puts the card's text into the index (migration 003). */
const INDEX_INSERT =
  /\n\s*INSERT INTO product_search \(rowid, sku, name, props\)[\s\S]*?WHERE s\.product_id = NEW\.product_id;/;

/** Takes the words of the card `id` off (its stored list), before the card leaves the index. */
const takeOff = (id: string): string => {
  const words = `SELECT value FROM json_each((SELECT terms FROM product_search_card_words WHERE product_id = ${id}))`;
  return `
  UPDATE product_search_words SET doc = doc - 1 WHERE term IN (${words});
  DELETE FROM product_search_words WHERE doc <= 0 AND term IN (${words});
  DELETE FROM product_search_card_words WHERE product_id = ${id};`;
};

/** Puts the card's words on, read back from its text in product_search_one (emptied again after). */
const putOn = (indexInsert: string): string => `
  ${indexInsert.trim().replace('INSERT INTO product_search ', 'INSERT INTO product_search_one ')}
  INSERT INTO product_search_card_words (product_id, terms)
  SELECT NEW.product_id, json_group_array(term) FROM product_search_one_terms HAVING count(*) > 0;
  INSERT INTO product_search_words (term, doc) SELECT term, 1 FROM product_search_one_terms WHERE true
  ON CONFLICT (term) DO UPDATE SET doc = doc + 1;
  INSERT INTO product_search_one (product_search_one) VALUES ('delete-all');`;

const definitionOf = async (db: MigrationDb, name: string): Promise<string> => {
  const { rows } = await sql<{
    sql: string;
  }>`SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ${name}`.execute(db);
  return rows[0]?.sql ?? '';
};

/** The re-index trigger (003, narrowed by 032) with the card's words taken off first and put on last. */
function reindexWithWords(definition: string): string {
  const insert = INDEX_INSERT.exec(definition)?.[0];
  const begin = definition.indexOf('\nBEGIN\n');
  const end = definition.lastIndexOf('\nEND');
  if (!insert || begin < 0 || end < 0)
    throw new Error(
      'migration 041: product_search_reindex_card no longer indexes its card as migration 003 did',
    );
  const head = definition.slice(0, begin + '\nBEGIN'.length);
  const body = definition.slice(begin + '\nBEGIN'.length, end);
  return `${head}${takeOff('NEW.product_id')}${body}${putOn(insert)}${definition.slice(end)}`;
}

/** The delete trigger (003) with the deleted card's words taken off before its card row goes. */
function deleteWithWords(definition: string): string {
  const cardRow = '\n  DELETE FROM product_search_cards WHERE product_id = OLD.id;';
  if (!definition.includes(cardRow))
    throw new Error('migration 041: product_search_products_delete no longer removes its card as 003 did');
  return definition.replace(cardRow, `${takeOff('OLD.id')}${cardRow}`);
}

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  if (d.dialect === 'postgres') return;
  const reindex = reindexWithWords(await definitionOf(db, 'product_search_reindex_card'));
  const remove = deleteWithWords(await definitionOf(db, 'product_search_products_delete'));
  await runStatements(db, [
    `CREATE TABLE product_search_words (
  term TEXT PRIMARY KEY,
  doc INTEGER NOT NULL
) WITHOUT ROWID`,
    `CREATE TABLE product_search_card_words (
  product_id INTEGER PRIMARY KEY,
  terms TEXT NOT NULL
)`,
    // The index's columns and tokenizer (003), no prefix lists or positions: only its words are read.
    `CREATE VIRTUAL TABLE product_search_one USING fts5(
  sku, name, props,
  content = '',
  tokenize = 'unicode61 remove_diacritics 2',
  detail = none,
  columnsize = 0
)`,
    `CREATE VIRTUAL TABLE product_search_one_terms USING fts5vocab(product_search_one, 'row')`,
    'DROP TRIGGER product_search_reindex_card',
    reindex,
    'DROP TRIGGER product_search_products_delete',
    remove,
    // Every card indexed now, once more: its words are put on (none were kept before).
    `INSERT INTO product_search_reindex (product_id)
SELECT id FROM products WHERE variant_parent_sku IS NULL AND enabled_on_site = 1`,
  ]);
}
