/**
 * `compute`, remembering its last `capacity` answers: a hit becomes the most recently used entry,
 * and a miss past capacity forgets the least recently used one. A Map iterates in insertion
 * order, so its first key is always the one to forget.
 */
export function lastUsedCache<K, V>(capacity: number, compute: (key: K) => V): (key: K) => V {
  const entries = new Map<K, V>();
  return (key) => {
    if (entries.has(key)) {
      const value = entries.get(key) as V;
      entries.delete(key);
      entries.set(key, value);
      return value;
    }
    const value = compute(key);
    if (entries.size >= capacity) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, value);
    return value;
  };
}
