/**
 * Run before the browser suite (`npm run test:e2e`): the journeys need Debian's Chromium. Where it is missing
 * and we run as root with apt-get, install it as .ci/run does; otherwise say the one command to run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from '../e2e/chromium.js';

export type ChromiumPlan = 'ready' | 'install' | 'advise';

export const chromiumPlan = (facts: { present: boolean; root: boolean; apt: boolean }): ChromiumPlan =>
  facts.present ? 'ready' : facts.root && facts.apt ? 'install' : 'advise';

const INSTALL = 'apt-get update && apt-get install -y chromium';

function main(): number {
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  const plan = chromiumPlan({ present: existsSync(CHROMIUM_PATH), root: process.getuid?.() === 0, apt });
  if (plan === 'ready') return 0;
  if (plan === 'install') {
    console.log(`The browser tests need Chromium at ${CHROMIUM_PATH}; installing Debian's chromium.`);
    const run = spawnSync('sh', ['-c', INSTALL], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (run.status === 0 && existsSync(CHROMIUM_PATH)) return 0;
  }
  console.error(
    `The browser tests need Chromium at ${CHROMIUM_PATH}. Install it with:\n  sudo sh -c '${INSTALL}'\n` +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
  return 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main();
