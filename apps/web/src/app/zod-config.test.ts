import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import mainSource from './main.tsx?raw';

/** Counts `new Function(...)`, zod's eval probe and its JIT, while `run` runs. */
function functionConstructions(run: () => void): number {
  const RealFunction = globalThis.Function;
  let made = 0;
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args: string[]) {
      made++;
      return Reflect.construct(target, args) as object;
    },
  });
  try {
    run();
  } finally {
    globalThis.Function = RealFunction;
  }
  return made;
}

describe("the web app's zod settings", () => {
  it('make zod jitless once the entry setup module is imported: an object parse never tries `new Function`', async () => {
    expect(z.config().jitless).not.toBe(true);
    await import('./zod-config');
    expect(z.config().jitless).toBe(true);
    const schema = z.object({
      sku: z.string(),
      price: z.number(),
      images: z.array(z.object({ url: z.string() })),
    });
    const made = functionConstructions(() => {
      for (let i = 0; i < 3; i++)
        schema.parse({ sku: 'EVL-12', price: 149.99, images: [{ url: '/img/1.png' }] });
    });
    expect(made).toBe(0);
  });

  it('are applied by the first import of the entry (main.tsx), before any module that parses', () => {
    const firstImport = mainSource.match(/^import\s.*$/m)?.[0];
    expect(firstImport).toBe("import './zod-config';");
  });
});
