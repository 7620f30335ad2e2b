/**
 * The most asked-for variants' bytes in memory, least recently used dropped first, bounded by their
 * total size: a listing's first pictures are asked for by every visitor, and this spares the database
 * read of each. Variants never change (their address is their content), so nothing here goes stale.
 */
export function createVariantCache(maxBytes = 32 * 1024 * 1024) {
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  return {
    get(key: string): Buffer | undefined {
      const found = entries.get(key);
      if (found) {
        entries.delete(key);
        entries.set(key, found);
      }
      return found;
    },
    set(key: string, value: Buffer) {
      if (value.length > maxBytes / 8) return;
      const old = entries.get(key);
      if (old) {
        bytes -= old.length;
        entries.delete(key);
      }
      entries.set(key, value);
      bytes += value.length;
      for (const [oldest, dropped] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= dropped.length;
      }
    },
  };
}

export type VariantCache = ReturnType<typeof createVariantCache>;
