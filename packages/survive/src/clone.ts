/** A deep copy of plain JSON data (faster than `structuredClone` for the small objects of a state). */
export function clone<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = clone(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = clone((value as Record<string, unknown>)[key]);
  return out as T;
}
