/**
 * What the initial JS is made of: builds the web app into a temporary folder and prints, for the chunks a page
 * loads up front (index.html's scripts and modulepreloads, plus the route module's chunks the server preloads
 * for that path, apps/api pages/page-hints.ts), each chunk's gzipped size and its largest modules, and the sums
 * by package (decision 053).
 *   node --import tsx scripts/bench/bundle-modules.ts [/collections/car-subwoofers] [--top 25] [--why stock.ts]
 * --why: the modules importing those whose path contains the text (what keeps them in a chunk).
 * A module's share of its chunk's gzip is its code gzipped alone, scaled so the shares add up to the chunk's.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { chunksOf, routeModuleOf, type ViteManifest } from '../../apps/api/src/pages/page-hints.js';
import { root } from './stores.js';

const { values, positionals } = parseArgs({
  options: { top: { type: 'string', default: '25' }, why: { type: 'string' } },
  allowPositionals: true,
});
const pagePath = positionals[0] ?? '/';
const top = Number(values.top);

const webRoot = path.join(root, 'apps/web');
const outDir = mkdtempSync(path.join(tmpdir(), 'bundle-modules-'));
/** Each chunk's modules and their rendered code, as the bundler wrote them. */
const chunks = new Map<string, { id: string; code: string }[]>();
const importers = new Map<string, readonly string[]>();
const collect: Plugin = {
  name: 'collect-chunk-modules',
  generateBundle(_options, bundle) {
    for (const id of this.getModuleIds()) importers.set(id, this.getModuleInfo(id)?.importers ?? []);
    for (const out of Object.values(bundle))
      if (out.type === 'chunk')
        chunks.set(
          out.fileName,
          Object.entries(out.modules).map(([id, m]) => ({ id, code: m.code ?? '' })),
        );
  },
};

const gz = (text: string | Buffer) => gzipSync(text).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
/** A module's name: its package under node_modules, else its path in the repository. */
const nameOf = (id: string) => {
  const clean = id.replace(/\?.*$/, '').replaceAll('\\', '/');
  const inModules = clean.split('/node_modules/').at(-1)!;
  if (inModules !== clean) return inModules;
  return clean.startsWith(root.replaceAll('\\', '/')) ? path.relative(root, clean) : clean;
};
const packageOf = (name: string) => {
  const parts = name.split('/');
  if (name.startsWith('apps/') || name.startsWith('packages/')) return parts.slice(0, 4).join('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
};

try {
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [collect],
  });
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const route = routeModuleOf(pagePath);
  const files = [
    ...new Set([
      ...[...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!),
      ...(route ? chunksOf(manifest, route).map((f) => f.slice(1)) : []),
    ]),
  ];
  const byPackage = new Map<string, number>();
  let total = 0;
  const lines: string[] = [];
  for (const file of files) {
    const size = gz(readFileSync(path.join(outDir, file)));
    total += size;
    const alone = (chunks.get(file) ?? []).map((m) => ({ name: nameOf(m.id), gzip: gz(m.code) }));
    const sum = alone.reduce((s, m) => s + m.gzip, 0) || 1;
    const modules = alone.map((m) => ({ name: m.name, share: (m.gzip * size) / sum }));
    lines.push(`${kb(size)} KB  ${file} (${modules.length} modules)`);
    for (const m of modules)
      byPackage.set(packageOf(m.name), (byPackage.get(packageOf(m.name)) ?? 0) + m.share);
    for (const m of modules.sort((a, b) => b.share - a.share).slice(0, top))
      lines.push(`  ${kb(m.share)}  ${m.name}`);
  }
  console.log(`Initial JS of ${pagePath}: ${kb(total).trim()} KB gzipped in ${files.length} files\n`);
  console.log(lines.join('\n'));
  if (values.why)
    for (const [id, from] of importers)
      if (nameOf(id).includes(values.why))
        console.log(`\n${nameOf(id)} imported by:\n${from.map((f) => `  ${nameOf(f)}`).join('\n')}`);
  console.log('\nBy package or folder:');
  for (const [name, size] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${kb(size)}  ${name}`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
