// How deep a parsed JSON value nests, walked without recursion: a hostile body of 1 MB can be
// 500,000 levels deep, and anything recursive over it (JSON.stringify, zod) overflows the stack.

/** True when `value` holds more than `max` levels of arrays and objects (`{}` is one level). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (next.value === null || typeof next.value !== 'object') continue;
    const depth = next.depth + 1;
    if (depth > max) return true;
    const children = Array.isArray(next.value) ? next.value : Object.values(next.value);
    for (const child of children) stack.push({ value: child, depth });
  }
  return false;
}
