import { describe, expect, it } from 'vitest';
import { FULL_HANDLE_PATTERN, SLUG_PATTERN } from './handles.js';

describe('URL words', () => {
  it('a slug is lowercase words joined by single dashes', () => {
    for (const ok of ['car-subwoofers', 'skar-evl-8', 'a', '12-inch'])
      expect(SLUG_PATTERN.test(ok)).toBe(true);
    for (const bad of ['', 'Car', 'a--b', '-a', 'a-', 'a b', 'a/b', 'a_b'])
      expect(SLUG_PATTERN.test(bad)).toBe(false);
  });

  it('a full handle is one slug or a parent and a child slug', () => {
    for (const ok of ['car-subwoofers', 'car-subwoofers/12-inch-subwoofers'])
      expect(FULL_HANDLE_PATTERN.test(ok)).toBe(true);
    for (const bad of ['a/b/c', '/a', 'a/', 'a//b', 'A/b', 'a/-b'])
      expect(FULL_HANDLE_PATTERN.test(bad)).toBe(false);
  });
});
