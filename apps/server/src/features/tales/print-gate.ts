/**
 * At most `capacity` prints at once; one more is refused at once (the caller answers
 * 503) rather than queued, so a burst never leaves requests hanging.
 */
export function printGate(capacity: number) {
  let inUse = 0;
  return {
    tryEnter(): (() => void) | null {
      if (inUse >= capacity) return null;
      inUse += 1;
      let left = false;
      return () => {
        if (left) return;
        left = true;
        inUse -= 1;
      };
    },
  };
}
