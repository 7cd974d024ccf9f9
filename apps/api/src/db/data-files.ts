/**
 * The shop's own data on disk is readable by the shop's user only (decision 059): the SQLite file and its WAL
 * files hold every account and order, the outbox's .eml files live reset links. Folders are made 0700 and files
 * 0600 with explicit modes, whatever the umask; a file or folder of the shop's own from an older install is
 * narrowed at the next start. A folder the operator chose (DATABASE_PATH's) is made 0700 when the shop makes
 * it, and otherwise left as it is.
 */
import { chmodSync, closeSync, mkdirSync, openSync, writeFileSync } from 'node:fs';

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/** Makes the folder (and any missing parent) 0700; one that exists keeps its mode. */
export const makePrivateDir = (dir: string): void =>
  void mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });

/** A folder that is the shop's own (the outbox): made, or narrowed, to 0700. */
export function ownPrivateDir(dir: string): void {
  makePrivateDir(dir);
  chmodSync(dir, PRIVATE_DIR);
}

/** Narrows the file to 0600 if it exists. */
function narrowIfPresent(file: string): void {
  try {
    chmodSync(file, PRIVATE_FILE);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}

/**
 * Makes the SQLite file 0600 before SQLite opens it (SQLite gives its -wal and -shm files the database file's
 * mode), or narrows an existing one and its WAL files.
 */
export function privateDatabaseFile(file: string): void {
  closeSync(openSync(file, 'a', PRIVATE_FILE));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) narrowIfPresent(f);
}

/** Writes a new file readable by the shop's user only. */
export const writePrivateFile = (file: string, data: Buffer | string): void =>
  writeFileSync(file, data, { mode: PRIVATE_FILE });
