/**
 * The wrap event streams each client holds open in this process, at most `max` at once. A stream
 * holds a socket, a listener and a heartbeat timer for minutes, so 2,000 of them from one address
 * stalled the embedded set-up; past `max` the page follows its wrap by polling instead. Counted per
 * process, in memory: a stream lives and dies with its process, so a shared count would outlive a
 * crashed one.
 */
export function createStreamSeats(max: number) {
  const open = new Map<string, number>();
  return {
    /** A seat for one more stream of `client`, as its release (safe to call twice); null when the client holds `max`. */
    take(client: string): (() => void) | null {
      const held = open.get(client) ?? 0;
      if (held >= max) return null;
      open.set(client, held + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(client) ?? 1) - 1;
        if (left > 0) open.set(client, left);
        else open.delete(client);
      };
    },
  };
}

export type StreamSeats = ReturnType<typeof createStreamSeats>;
