// The soak for one minute with a fixed seed (tools/soak/soak.ts): visitors' requests
// while an instance is killed, the CRM and the mail server fail, the upload folder fills
// and the database is slowed. Nothing a visitor was told is stored may be missing or
// there twice (a mail re-sent or a CRM call re-made after a kill aside: delivery is at
// least once, and the table counts those apart), no 5xx may come without Retry-After,
// no booking may be confirmed through another listing, no page served stale, no
// instance end by itself. On SQLite (one instance). The PostgreSQL run (two instances,
// a cluster the soak starts and restarts) takes several minutes more and is run by hand
// until its steady passes are shown (docs/server.md, "The soak").
import { describe, expect, it } from 'vitest';
import { runSoak } from './soak.ts';

const ENGINES = ['sqlite'] as const;

describe.each(ENGINES)('a one-minute soak on %s', (engine) => {
  // a hang guard far above the minute, its start and its read-back on a busy machine
  it('loses nothing, doubles nothing, answers no unannounced 5xx, books nothing wrongly, serves nothing stale, crashes not', { timeout: 900_000 }, async () => {
    const result = await runSoak({ minutes: 1, seed: 44, engine, rate: 2, listings: 24 });
    expect(result.verdict, result.table).toEqual({ lost: 0, doubled: 0, unannounced5xx: 0, wrongBookings: 0, staleAnswers: 0, crashes: 0 });
  });
});
