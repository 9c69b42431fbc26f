/**
 * Set once the process is told to stop. /readyz then answers 503 at once, so a load balancer stops
 * sending new work while the requests in flight finish.
 */
export interface Shutdown {
  readonly begun: boolean;
  begin(): void;
}

export function createShutdown(): Shutdown {
  let begun = false;
  return {
    get begun() {
      return begun;
    },
    begin() {
      begun = true;
    },
  };
}
