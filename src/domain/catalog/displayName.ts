/**
 * The display name of a catalogue entry given by its id or its name, in any case. Stored records
 * and requests may hold either, so anything unknown comes back as given rather than hidden.
 */
export function displayName(entries: readonly { id: string; name: string }[], value: string): string {
  const key = value.trim().toLowerCase();
  return entries.find((entry) => entry.id === key || entry.name.toLowerCase() === key)?.name ?? value;
}
