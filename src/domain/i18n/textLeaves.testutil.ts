/** Every text of a language module with its dotted path ("FLOW_TEXT.steps.colour"), in the module's order. */
export function textLeaves(value: unknown, path = ''): [string, unknown][] {
  if (typeof value === 'string' || typeof value === 'function') return [[path, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => textLeaves(child, path ? `${path}.${key}` : key));
  return [[path, value]];
}
