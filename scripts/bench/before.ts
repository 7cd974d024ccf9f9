/**
 * The shop as of an earlier commit (--before <git-ref>), to measure "today's" figures in the same run: the
 * commit checked out into a temporary worktree (git worktree add --detach), given a node_modules of links to
 * this checkout's packages (the workspace packages, @shop/*, link into the worktree instead), and its API
 * built with its own `tsc -b`. Its stores are seeded by its own demo CLI and served by its own built server.
 * The worktree is removed by `remove`, also when the run fails or is interrupted.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
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
    console.log(`building the API of ${ref}`);
    const started = performance.now();
    run(process.execPath, [path.join(dir, 'node_modules/typescript/bin/tsc'), '-b', 'apps/api'], dir);
    console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (e) {
    await remove();
    throw e;
  }
  return { ref, dir, remove };
}
