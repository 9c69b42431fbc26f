/** Returns a lap function that adds the time since the previous lap to `into[name]`, in ms. */
export function timer(into: Record<string, number>): (name: string) => void {
  let last = performance.now();
  return (name) => {
    const now = performance.now();
    into[name] = Math.round((into[name] ?? 0) + now - last);
    last = now;
  };
}
