/**
 * No import cycles, type-only imports included (decision 067). import-x/no-cycle skips an `import type` and
 * eslint-plugin-import-x has no option to count one, so a loop with one type-only direction passed lint; this
 * rule follows every import, export-from and import() through the same resolver and reports the loop it closes.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const sourceFile = /\.(ts|tsx|mts|js|mjs)$/;

/** @param {{ resolve(source: string, file: string): { found: boolean; path?: string | null } }} resolver */
export function noCycleRule(resolver) {
  /** @type {Map<string, { path: string; pos: number; end: number }[]>} */
  const importsByFile = new Map();

  /** @param {string} text @param {string} file */
  function importsIn(text, file) {
    const found = [];
    for (const { fileName, pos, end } of ts.preProcessFile(text, true, true).importedFiles) {
      const resolved = resolver.resolve(fileName, file);
      const path = resolved.found ? resolved.path : null;
      if (path && sourceFile.test(path) && !path.includes('/node_modules/')) found.push({ path, pos, end });
    }
    return found;
  }

  /** @param {string} file */
  function importsOnDisk(file) {
    let found = importsByFile.get(file);
    if (!found) {
      found = importsIn(readFileSync(file, 'utf8'), file);
      importsByFile.set(file, found);
    }
    return found;
  }

  /** The route from `start` back to `target`, or null when there is none. @param {string} start @param {string} target */
  function routeBack(start, target) {
    const cameFrom = new Map([[start, '']]);
    const queue = [start];
    while (queue.length > 0) {
      const file = /** @type {string} */ (queue.shift());
      for (const { path } of importsOnDisk(file)) {
        if (path === target) {
          const route = [file];
          for (let at = cameFrom.get(file); at; at = cameFrom.get(at)) route.unshift(at);
          return route;
        }
        if (!cameFrom.has(path)) {
          cameFrom.set(path, file);
          queue.push(path);
        }
      }
    }
    return null;
  }

  return {
    meta: {
      type: 'problem',
      docs: { description: 'Forbid import cycles, type-only imports included (decision 067).' },
      schema: [],
      messages: { cycle: 'Import cycle, type-only imports included (decision 067): {{route}}' },
    },
    /** @param {import('eslint').Rule.RuleContext} context */
    create(context) {
      const file = context.physicalFilename;
      if (!sourceFile.test(file)) return {};
      return {
        Program() {
          const { sourceCode } = context;
          const root = `${context.cwd}/`;
          for (const { path, pos, end } of importsIn(sourceCode.text, file)) {
            if (path === file) continue;
            const route = routeBack(path, file);
            if (!route) continue;
            context.report({
              loc: { start: sourceCode.getLocFromIndex(pos), end: sourceCode.getLocFromIndex(end) },
              messageId: 'cycle',
              data: { route: [file, ...route, file].map((p) => p.replace(root, '')).join(' -> ') },
            });
          }
        },
      };
    },
  };
}
