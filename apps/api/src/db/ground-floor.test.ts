import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');

/** The source files under `dir` (tests left out: they may use anything, e.g. the demo seed). */
const sourcesIn = (dir: string): string[] =>
  readdirSync(path.join(src, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.join(src, dir, f));

/** Where each relative import of `file` points, relative to src/ (e.g. "modules/orders/orders.repo.js"). */
const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+'(\.[^']+)'|\bimport\(\s*'(\.[^']+)'\s*\)/g)].map((m) =>
    path.relative(src, path.resolve(path.dirname(file), m[1] ?? m[2] ?? '')),
  );

const offending = (dir: string, forbidden: (target: string) => boolean) =>
  sourcesIn(dir).flatMap((file) =>
    importsOf(file)
      .filter(forbidden)
      .map((target) => `${path.relative(src, file)} -> ${target}`),
  );

describe('layers (decision 036)', () => {
  it('db/ is the ground floor: it imports nothing of the API outside db/', () => {
    expect(sourcesIn('db').length).toBeGreaterThan(2);
    expect(offending('db', (target) => !target.startsWith(`db${path.sep}`))).toEqual([]);
  });

  it('the modules never import the demo seed', () => {
    expect(offending('modules', (target) => target.startsWith(`demo${path.sep}`))).toEqual([]);
  });

  it('no two modules import each other, tests left out (decision 067)', () => {
    const uses = new Map<string, Set<string>>();
    for (const file of sourcesIn('modules')) {
      const [, from] = path.relative(src, file).split(path.sep);
      for (const target of importsOf(file)) {
        const [top, to] = target.split(path.sep);
        if (top === 'modules' && from && to && to !== from)
          uses.set(from, (uses.get(from) ?? new Set()).add(to));
      }
    }
    const loops = [...uses].flatMap(([a, bs]) =>
      [...bs].filter((b) => a < b && uses.get(b)?.has(a)).map((b) => `${a} <-> ${b}`),
    );
    expect(loops).toEqual([]);
  });
});
