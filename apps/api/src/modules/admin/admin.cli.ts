/**
 * npm run admin -- create --email E [--url postgres://... | --database path]
 * Makes E an administrator of the back office: a new account (the password is read from stdin, typed
 * without echo at a terminal or piped: `printf '%s' "$PW" | npm run admin -- create --email E`), or an
 * existing account promoted (a password given replaces its own; an empty one keeps it). Every session of
 * the account ends. The store is migrated first. Exit 0 on success, 2 on bad input.
 */
import { parseArgs } from 'node:util';
import { AccountEmailSchema } from '@shop/domain';
import bcrypt from 'bcryptjs';
import { openStore } from '../../db/database.js';
import { migrateStore } from '../../db/migrate-store.js';
import { makeAdministrator, passwordProblem } from './admin.accounts.js';

/** The password from stdin: typed without echo at a terminal, else everything piped in (one line). */
async function readPassword(): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    let text = '';
    for await (const chunk of input) text += String(chunk);
    return text.replace(/\r?\n$/, '');
  }
  process.stdout.write("Password (empty keeps an existing account's): ");
  input.setRawMode(true);
  let text = '';
  for await (const chunk of input) {
    const key = String(chunk);
    if (key === '\r' || key === '\n') break;
    if (key === '\u0003') process.exit(130);
    text = key === '\u007f' ? text.slice(0, -1) : text + key;
  }
  input.setRawMode(false);
  input.pause();
  process.stdout.write('\n');
  return text;
}

const fail = (message: string): never => {
  console.error(`admin: ${message}`);
  process.exit(2);
};

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { email: { type: 'string' }, url: { type: 'string' }, database: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals[0] !== 'create' || positionals.length !== 1)
    fail('usage: npm run admin -- create --email E');
  const email = AccountEmailSchema.safeParse(values.email ?? '');
  if (!email.success) fail("--email: give the administrator's email address");
  const password = await readPassword();
  const problem = password === '' ? null : passwordProblem(password);
  if (problem) fail(`password: ${problem}`);
  const store = openStore({
    databasePath: values.database ?? (process.env.DATABASE_PATH || './data/shop.db'),
    databaseUrl: values.url ?? (process.env.DATABASE_URL || null),
    databasePoolSize: 1,
  });
  try {
    await migrateStore(store.db);
    const hash = password === '' ? null : await bcrypt.hash(password, 12);
    const made = await makeAdministrator(store.db, email.data!, hash, new Date().toISOString());
    console.log(
      made.created
        ? `admin: created the administrator ${email.data} (account ${made.id})`
        : `admin: ${email.data} (account ${made.id}) is now an administrator; its sessions have ended`,
    );
  } catch (err) {
    fail(err instanceof Error ? err.message : String(err));
  } finally {
    await store.close();
  }
}

await main();
