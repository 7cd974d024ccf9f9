/**
 * The shop as of an earlier commit (--before <git-ref>), to measure "today's" figures in the same run: the
 * commit checked out into a temporary worktree (git worktree add --detach), given a node_modules of links to
 * this checkout's packages (the workspace packages, @shop/*, link into the worktree instead; a package it locks
 * that this checkout no longer has is installed beside it, without install scripts), and its API
 * built with its own `tsc -b`. Its stores are seeded by its own demo CLI and served by its own built server.
 * The worktree is removed by `remove`, also when the run fails or is interrupted.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onInterrupt, root } from './stores.js';

export type BeforeBuild = { ref: string; dir: string; remove: () => Promise<void> };

function run(cmd: string, args: string[], cwd: string): void {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (in ${cwd})`);
}

/** node_modules in `dir`: a link to each of this checkout's entries; @shop/* to the worktree's packages. */
function linkModules(dir: string): void {
  const from = path.join(root, 'node_modules');
  const to = path.join(dir, 'node_modules');
  mkdirSync(path.join(to, '@shop'), { recursive: true });
  for (const entry of readdirSync(from)) {
    if (entry !== '@shop') symlinkSync(path.join(from, entry), path.join(to, entry));
  }
  for (const pkg of readdirSync(path.join(from, '@shop'))) {
    // Each links to its workspace folder (e.g. ../../apps/api): the same folder in the worktree.
    const workspace = path.relative(
      root,
      path.resolve(from, '@shop', readlinkSync(path.join(from, '@shop', pkg))),
    );
    symlinkSync(path.join(dir, workspace), path.join(to, '@shop', pkg));
    // A workspace's own node_modules (a version of a package other than the root's, e.g. cookie 1 in apps/api).
    const own = path.join(root, workspace, 'node_modules');
    if (existsSync(own) && !existsSync(path.join(dir, workspace, 'node_modules')))
      symlinkSync(own, path.join(dir, workspace, 'node_modules'));
  }
}

/** The links linkModules made in `dir`'s workspaces. */
function unlinkWorkspaceModules(dir: string): void {
  for (const pkg of readdirSync(path.join(dir, 'node_modules', '@shop'), { withFileTypes: true })) {
    const workspace = path.relative(dir, readlinkSync(path.join(dir, 'node_modules', '@shop', pkg.name)));
    const link = path.join(dir, workspace, 'node_modules');
    if (existsSync(link) && lstatSync(link).isSymbolicLink()) rmSync(link);
  }
}

/**
 * The top-level packages the worktree's lockfile names that its node_modules lacks (a dependency dropped
 * since; optional ones, other platforms' builds, are left out), installed into `dir`/.before-modules and linked into its node_modules.
 */
function addDroppedModules(dir: string): void {
  const lock = JSON.parse(readFileSync(path.join(dir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; link?: boolean; optional?: boolean }>;
  };
  const to = path.join(dir, 'node_modules');
  const missing = Object.entries(lock.packages)
    .filter(
      ([key, entry]) =>
        /^node_modules\/(@[^/]+\/)?[^/@][^/]*$/.test(key) && !entry.link && !entry.optional && entry.version,
    )
    .map(([key, entry]) => ({ name: key.slice('node_modules/'.length), version: entry.version! }))
    .filter(({ name }) => !existsSync(path.join(to, name)));
  if (missing.length === 0) return;
  const extra = path.join(dir, '.before-modules');
  console.log(
    `installing what ${dir} locks and this checkout lacks: ${missing.map((m) => m.name).join(', ')}`,
  );
  run(
    'npm',
    [
      'install',
      '--no-save',
      '--no-package-lock',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--prefix',
      extra,
    ].concat(missing.map((m) => `${m.name}@${m.version}`)),
    dir,
  );
  const installed = path.join(extra, 'node_modules');
  const link = (name: string) => {
    const target = path.join(to, name);
    if (existsSync(target)) return;
    const scope = path.dirname(target);
    // A scope linked whole to this checkout's becomes a folder of links: nothing is written into this checkout.
    if (scope !== to && existsSync(scope) && lstatSync(scope).isSymbolicLink()) {
      const linked = readlinkSync(scope);
      rmSync(scope);
      mkdirSync(scope);
      for (const entry of readdirSync(linked)) symlinkSync(path.join(linked, entry), path.join(scope, entry));
    }
    mkdirSync(scope, { recursive: true });
    symlinkSync(path.join(installed, name), target);
  };
  for (const entry of readdirSync(installed)) {
    if (entry.startsWith('.')) continue;
    if (entry.startsWith('@'))
      for (const pkg of readdirSync(path.join(installed, entry))) link(`${entry}/${pkg}`);
    else link(entry);
  }
}

/** Checks `ref` out into a temporary worktree and builds its API there. */
export async function buildBefore(ref: string): Promise<BeforeBuild> {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-before-'));
  let removed = false;
  const remove = async () => {
    if (removed) return;
    removed = true;
    forget();
    // The links first: nothing below may reach into this checkout's node_modules.
    if (existsSync(path.join(dir, 'node_modules', '@shop'))) unlinkWorkspaceModules(dir);
    rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
    const r = spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) {
      rmSync(dir, { recursive: true, force: true });
      spawnSync('git', ['worktree', 'prune'], { cwd: root, stdio: 'inherit' });
    }
    console.log(`removed the worktree of ${ref}`);
  };
  const forget = onInterrupt(remove);
  try {
    console.log(`checking out ${ref} into ${dir}`);
    run('git', ['worktree', 'add', '--detach', dir, ref], root);
    linkModules(dir);
    addDroppedModules(dir);
    console.log(`building the API of ${ref}`);
    const started = performance.now();
    // tsc -b emits despite type errors. Through the links into this checkout's node_modules, a declaration
    // naming a linked package's type is "not portable" (TS2742, e.g. @types/qs at 636384d): the JS, which
    // is what the bench runs, is emitted all the same. A build that emitted no server fails.
    const tsc = path.join(dir, 'node_modules/typescript/bin/tsc');
    const built = spawnSync(process.execPath, [tsc, '-b', 'apps/api'], { cwd: dir, stdio: 'inherit' });
    if (built.status !== 0 && !existsSync(path.join(dir, 'apps/api/dist/server.js')))
      throw new Error(`tsc -b apps/api failed (in ${dir})`);
    console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (e) {
    await remove();
    throw e;
  }
  return { ref, dir, remove };
}
