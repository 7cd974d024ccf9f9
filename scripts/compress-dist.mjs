/**
 * After `vite build`: writes brotli (.br, quality 11) and gzip (.gz, level 9) copies of the text assets of a
 * dist folder, so that the server sends them compressed without compressing per request (pages/spa.ts).
 *   node scripts/compress-dist.mjs apps/web/dist
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;

const dir = path.resolve(process.argv[2] ?? 'dist');
let files = 0;
let before = 0;
let after = 0;
const walk = (d) => {
  for (const name of readdirSync(d)) {
    if (name.startsWith('.')) continue; // .vite/manifest.json is read by the server, never sent
    const file = path.join(d, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(name) && statSync(file).size >= MIN_BYTES) {
      const raw = readFileSync(file);
      const br = brotliCompressSync(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      });
      writeFileSync(`${file}.br`, br);
      writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
      files += 1;
      before += raw.length;
      after += br.length;
    }
  }
};
walk(dir);
console.log(
  `compressed ${files} files: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli`,
);
