/** Work that happens once per period (the daily and weekly digests), whichever instance is first. */
export interface ScheduledRuns {
  /** The period of the last run of `name` (a day, YYYY-MM-DD), if any. */
  last(name: string): Promise<string | undefined>;
  /** Records that `name` runs for `period`; false when it already ran for it (another instance was first). */
  claim(name: string, period: string): Promise<boolean>;
}
