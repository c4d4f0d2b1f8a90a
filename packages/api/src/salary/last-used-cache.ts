/**
 * `compute`, remembering its last `capacity` answers, by `keyOf` the argument (the argument itself
 * by default): a hit becomes the most recently used entry, and a miss past capacity forgets the
 * least recently used one. A Map iterates in insertion order, so its first key is always the one
 * to forget.
 */
export function lastUsedCache<A, V>(
  capacity: number,
  compute: (arg: A) => V,
  keyOf: (arg: A) => unknown = (arg) => arg,
): (arg: A) => V {
  const entries = new Map<unknown, V>();
  return (arg) => {
    const key = keyOf(arg);
    if (entries.has(key)) {
      const value = entries.get(key) as V;
      entries.delete(key);
      entries.set(key, value);
      return value;
    }
    const value = compute(arg);
    if (entries.size >= capacity) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, value);
    return value;
  };
}
