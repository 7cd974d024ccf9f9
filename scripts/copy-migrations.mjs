// Copies apps/api/src/db/migrations/*.sql next to the compiled migrate.js (apps/api/dist/db/migrations/).
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const from = path.join(root, 'apps/api/src/db/migrations');
const to = path.join(root, 'apps/api/dist/db/migrations');

mkdirSync(to, { recursive: true });
const files = readdirSync(from).filter((file) => file.endsWith('.sql'));
for (const file of files) copyFileSync(path.join(from, file), path.join(to, file));
console.log(`copied ${files.length} migration(s) to ${path.relative(root, to)}`);
