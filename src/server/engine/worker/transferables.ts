/** Every distinct ArrayBuffer under a value (typed arrays in objects and arrays), to move, not copy. */
export function transferables(value: unknown, into = new Set<ArrayBuffer>()): ArrayBuffer[] {
  if (ArrayBuffer.isView(value)) {
    if (value.buffer instanceof ArrayBuffer && value.byteLength === value.buffer.byteLength) into.add(value.buffer);
  } else if (Array.isArray(value)) {
    for (const v of value) transferables(v, into);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) transferables(v, into);
  }
  return [...into];
}
