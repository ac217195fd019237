/**
 * Running something once a moment has passed, as the controllers of core/ need it (the
 * map asks for markers once its view rests, the calculator reads out its total once the
 * visitor stops typing): a function that schedules and gives back how to cancel. The
 * browser's timers by default; tests give a clock of their own.
 */
export type Schedule = (run: () => void, ms: number) => () => void;

export const realSchedule: Schedule = (run, ms) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};
