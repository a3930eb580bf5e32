import { useEffect, useState } from 'react';

/** The bar rises by this much every tick while waiting (spec/03 §4.4: timed steps up to 95). */
const TICK_MS = 600;
const STEP_PERCENT = 8;
export const WAITING_CEILING = 95;

/** The next value of the timed progress: up by one step, never above the ceiling. */
export function nextProgress(current: number): number {
  return Math.min(WAITING_CEILING, current + STEP_PERCENT);
}

/**
 * A progress value that climbs in timed steps to 95% while `running`, and is 100 once it stops
 * (until the next run). Null before the first run.
 */
export function useTimedProgress(running: boolean): number | null {
  const [progress, setProgress] = useState<number | null>(null);
  const [wasRunning, setWasRunning] = useState(running);
  // Adjusting state while rendering when `running` flips, as React recommends over an effect.
  if (running !== wasRunning) {
    setWasRunning(running);
    setProgress(running ? 0 : 100);
  }
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setProgress((p) => nextProgress(p ?? 0)), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return progress;
}
