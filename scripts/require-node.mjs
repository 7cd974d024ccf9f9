// Stops on a Node.js older than package.json's engines.node, with one line naming the version needed, before
// anything native is loaded (better-sqlite3 13 needs Node 22 and crashes on 20). Plain JavaScript, so that
// the oldest Node can run it: `npm install` (preinstall) and `npm start` (prestart) run this file, and the
// server imports it first.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** The lowest version engines.node allows (it is written `>=X.Y` or `>=X.Y.Z`). */
export const MIN_NODE = String(pkg.engines.node).replace(/^>=\s*/, '');

/** The line to print when `version` (like process.versions.node) is older than MIN_NODE, or null. */
export function nodeVersionProblem(version) {
  const parts = (v) => v.replace(/^v/, '').split('.').map(Number);
  const have = parts(version);
  const need = parts(MIN_NODE);
  for (let i = 0; i < need.length; i++) {
    const a = have[i] ?? 0;
    const b = need[i] ?? 0;
    if (a > b) return null;
    if (a < b)
      return (
        `The shop needs Node.js ${MIN_NODE} or newer (24 LTS recommended); this is Node.js ${version}. ` +
        'Install Node 24, or run `. scripts/use-node.sh` to put it first on PATH for this shell.'
      );
  }
  return null;
}

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
