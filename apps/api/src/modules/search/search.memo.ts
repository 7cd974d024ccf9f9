/** The search's memos: each entry valid for one version of the index (or of its content), bounded in size. */

/** A memo of at most `max` entries, each valid for one version, the least recently used dropped first. */
export function versionedMemo<T>(max: number) {
  const entries = new Map<string, { version: number; value: T }>();
  return {
    get(key: string, version: number): T | undefined {
      const found = entries.get(key);
      if (found?.version !== version) return undefined;
      entries.delete(key);
      entries.set(key, found);
      return found.value;
    },
    set(key: string, version: number, value: T): void {
      entries.delete(key);
      entries.set(key, { version, value });
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
    },
  };
}
