// One process's memory of a provider outage (issue 28: "a provider outage does not retry-storm"). After an outage
// answer, calls are refused here without reaching the provider until a cool-down passes; then one call probes, and
// its success closes the breaker for everyone. Each refused delivery goes back to its job's capped backoff.

export type OutageBreaker = {
  /** Whether a call may go now (closed, or the one probe after the cool-down). */
  allow(): boolean;
  succeeded(): void;
  failed(): void;
};

export function createOutageBreaker(options: { now: () => number; coolDownMs: number }): OutageBreaker {
  let openUntil = 0;
  return {
    allow() {
      const now = options.now();
      if (now < openUntil) return false;
      // This call is the probe: the others wait for it (or for the next cool-down) rather than pile on.
      if (openUntil > 0) openUntil = now + options.coolDownMs;
      return true;
    },
    succeeded() {
      openUntil = 0;
    },
    failed() {
      openUntil = options.now() + options.coolDownMs;
    },
  };
}
