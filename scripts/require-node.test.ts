import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MIN_NODE, nodeVersionProblem } from './require-node.mjs';

describe('the Node.js version check', () => {
  it('takes its minimum from package.json (22.12) and .nvmrc names 24', () => {
    expect(MIN_NODE).toBe('22.12');
    expect(readFileSync(new URL('../.nvmrc', import.meta.url), 'utf8').trim()).toBe('24');
  });

  it('refuses Node 20 and 22.11 with one line naming the version needed', () => {
    for (const old of ['20.20.2', '22.11.0', '18.0.0']) {
      const line = nodeVersionProblem(old);
      expect(line).toContain('needs Node.js 22.12 or newer');
      expect(line).toContain(`this is Node.js ${old}`);
      expect(line).not.toContain('\n');
    }
  });

  it('accepts 22.12 and later, and the Node running the tests', () => {
    for (const ok of ['22.12.0', '22.13.1', '24.0.0', '24.22.3', '25.1.0', process.versions.node])
      expect(nodeVersionProblem(ok)).toBeNull();
  });

  it('lets the server start past it on this Node (it exits 0 when run alone)', () => {
    expect(
      execFileSync(process.execPath, [fileURLToPath(new URL('./require-node.mjs', import.meta.url))], {
        encoding: 'utf8',
      }),
    ).toBe('');
  });
});
