#!/usr/bin/env node
/**
 * Runs npm scripts side by side (docs/decisions/076-test-speed.md: `npm test`'s typecheck and lint, each
 * single-threaded, on the machine's two cores). Each one's output is kept and printed whole when it ends,
 * under its name, so the two never interleave; the run fails when any of them fails, after all have ended.
 *
 *   node scripts/side-by-side.mjs typecheck lint
 */
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/side-by-side.mjs <npm script>...');
  process.exit(2);
}

/** Runs `npm run <name>`, its stdout and stderr kept in the order they came. */
function run(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('error', (err) => chunks.push(Buffer.from(`${String(err)}\n`)));
    child.on('close', (code, signal) =>
      resolve({
        name,
        code: code ?? 1,
        signal,
        output: Buffer.concat(chunks).toString(),
        ms: Date.now() - started,
      }),
    );
  });
}

/** Prints a finished script's output under its name, with its result and time. */
function report({ name, code, signal, output, ms }) {
  const result = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
  process.stdout.write(`\n===== npm run ${name}: ${result} in ${(ms / 1000).toFixed(1)} s =====\n`);
  if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
}

console.log(`Running side by side: ${names.map((n) => `npm run ${n}`).join(', ')}`);
// Each is printed as it ends (the first to end is not held back by the other).
const results = await Promise.all(names.map((name) => run(name).then((r) => (report(r), r))));
const failed = results.filter((r) => r.code !== 0).map((r) => r.name);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
