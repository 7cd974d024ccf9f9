/**
 * npm run admin -- create --email E [--url postgres://... | --database path]
 * Makes E an administrator of the back office: a new account (the password is read from stdin, typed
 * without echo at a terminal or piped: `printf '%s' "$PW" | npm run admin -- create --email E`), or an
 * existing account promoted (a password given replaces its own; an empty one keeps it). Every session of
 * the account ends.
 *
 * npm run admin -- revoke --email E [--url ... | --database ...]
 * Withdraws E's administrator rights (decision 062): the account stays a customer, its sessions end and its
 * API keys are revoked; audited as 'cli'. Never the last administrator.
 *
 * The store is migrated first. Exit 0 on success, 1 when refused (the last administrator, no such account,
 * not an administrator), 2 on bad input.
 */
import { parseArgs } from 'node:util';
import { AUDIT_CLI_ACTOR, AccountEmailSchema } from '@shop/domain';
import bcrypt from 'bcryptjs';
import { openStore } from './db/database.js';
import { migrateStore } from './db/migrate-store.js';
import { AppError } from './lib/app-error.js';
import { makeAdministrator, passwordProblem } from './modules/admin/admin.accounts.js';
import { withdrawAdministrator } from './modules/admin/admin.administrators.js';
import { recordAudit } from './modules/audit/admin.audit.js';

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

const fail = (message: string, code = 2): never => {
  console.error(`admin: ${message}`);
  process.exit(code);
};

const USAGE = 'usage: npm run admin -- create --email E, or npm run admin -- revoke --email E';
type Store = ReturnType<typeof openStore>;

async function create(store: Store, email: string, password: string): Promise<string> {
  const hash = password === '' ? null : await bcrypt.hash(password, 12);
  const made = await makeAdministrator(store.db, email, hash, new Date().toISOString());
  return made.created
    ? `admin: created the administrator ${email} (account ${made.id})`
    : `admin: ${email} (account ${made.id}) is now an administrator; its sessions have ended`;
}

async function revoke(store: Store, email: string): Promise<string> {
  const done = await withdrawAdministrator(
    store.db,
    { email },
    { actor: AUDIT_CLI_ACTOR, accountId: null },
    new Date().toISOString(),
    recordAudit,
  );
  const keys = done.revokedKeys.length;
  return `admin: ${done.email} (account ${done.id}) is no longer an administrator; its sessions have ended and its ${keys} API ${keys === 1 ? 'key is' : 'keys are'} revoked`;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { email: { type: 'string' }, url: { type: 'string' }, database: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const command = positionals[0];
  if ((command !== 'create' && command !== 'revoke') || positionals.length !== 1) return fail(USAGE);
  const email = AccountEmailSchema.safeParse(values.email ?? '');
  if (!email.success) return fail("--email: give the administrator's email address");
  const password = command === 'create' ? await readPassword() : '';
  const problem = password === '' ? null : passwordProblem(password);
  if (problem) fail(`password: ${problem}`);
  const store = openStore({
    databasePath: values.database ?? (process.env.DATABASE_PATH || './data/shop.db'),
    databaseUrl: values.url ?? (process.env.DATABASE_URL || null),
    databasePoolSize: 1,
  });
  try {
    await migrateStore(store.db);
    console.log(
      command === 'create' ? await create(store, email.data, password) : await revoke(store, email.data),
    );
  } catch (err) {
    // A refusal (the last administrator, no such account): 1; anything else is a bad input: 2.
    fail(err instanceof Error ? err.message : String(err), err instanceof AppError ? 1 : 2);
  } finally {
    await store.close();
  }
}

await main();
