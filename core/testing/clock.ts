/** A clock for the controllers' schedules (core/schedule.ts) that moves only when a test advances it. */
import type { Schedule } from '../schedule.ts';

export interface ManualClock {
  schedule: Schedule;
  /** runs, in order, what falls due within the next `ms` */
  advance(ms: number): void;
}

export function manualClock(): ManualClock {
  let now = 0;
  let pending: { at: number; run: () => void }[] = [];
  return {
    schedule(run, ms) {
      const timer = { at: now + ms, run };
      pending.push(timer);
      return () => {
        pending = pending.filter((other) => other !== timer);
      };
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const next = pending.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        pending = pending.filter((timer) => timer !== next);
        now = next.at;
        next.run();
      }
      now = until;
    },
  };
}
