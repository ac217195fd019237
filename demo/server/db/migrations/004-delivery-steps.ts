/**
 * delivery_steps: what a delivery job's calls answered, kept across the job's attempts
 * (repositories/delivery-jobs.ts, JobSteps). A job that makes two calls (a booking's
 * RegisterPerson, then AddPersonToAppointment with the person's id) resumes after the
 * last call that succeeded instead of making it again. The queue deletes a job's steps
 * with the job.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('delivery_steps')
    .addColumn('job_id', 'bigint', (c) => c.notNull())
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('delivery_steps_pkey', ['job_id', 'step'])
    .execute();
}
