import { describe, expect, it } from 'vitest';
import { chromiumPlan } from './ensure-chromium.js';

describe('chromiumPlan', () => {
  it('goes on when Chromium is there, whoever runs', () => {
    expect(chromiumPlan({ present: true, root: false, apt: false })).toBe('ready');
  });
  it('installs it only as root with apt-get', () => {
    expect(chromiumPlan({ present: false, root: true, apt: true })).toBe('install');
  });
  it('prints the command otherwise', () => {
    expect(chromiumPlan({ present: false, root: false, apt: true })).toBe('advise');
    expect(chromiumPlan({ present: false, root: true, apt: false })).toBe('advise');
  });
});
