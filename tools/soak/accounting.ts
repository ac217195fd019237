/**
 * The read-back at the end: once the faults are healed and the delivery queue is empty
 * (or a while has passed), every send the server answered with a 2xx is looked for in
 * the database (its record), in what the SMTP server accepted (a mail naming its address)
 * and in what the CRM fake received (its call, by the address in `Email`). Missing is
 * lost; two for one send is doubled. A mail accepted again under the Message-ID it was
 * accepted with (delivery is at least once: an instance killed between the SMTP server's
 * acceptance and the record of it sends it again) is counted apart, as re-sent, not as
 * doubled: docs/server.md says what a recipient sees of it. Two Message-IDs for one mail
 * are doubled. A CRM call made again after the instance was killed between the call and
 * its job's record of it (the CRM received the first before the kill, the second after)
 * is re-made, likewise at least once, and counted apart; a second call with no kill
 * between the two is doubled.
 */
import { sql } from 'kysely';
import { openDatabase } from '../../demo/server/db/database.ts';
import type { Ledger, Send } from './ledger.ts';
import type { Stage } from './stage.ts';

export interface Counts {
  records: number;
  mails: number;
  crm: number;
}

export interface Accounting {
  stored: number;
  lost: Counts;
  doubled: Counts;
  /** what was lost or doubled, a line each (the first few) */
  details: string[];
  /** delivery jobs still queued at the read-back, and those kept as failed */
  pendingJobs: number;
  failedJobs: number;
  /** mails accepted again under the Message-ID they were first accepted with: re-sent, not doubled */
  resentMails: number;
  /** CRM calls made again with a kill of an instance between the call and its repeat: re-made, not doubled */
  remadeCalls: number;
}

/** Of one send's calls (by when the CRM received them), the repeats with a kill between them and the call before, and those without. */
export function repeatsOf(times: readonly number[], kills: readonly number[]): { remade: number; doubled: number } {
  const sorted = [...times].sort((a, b) => a - b);
  let remade = 0;
  for (let index = 1; index < sorted.length; index++) {
    if (kills.some((kill) => kill > sorted[index - 1]! && kill < sorted[index]!)) remade++;
  }
  return { remade, doubled: Math.max(0, sorted.length - 1 - remade) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until no delivery job is pending (mails and CRM calls delivered or given up), at most `ms`. */
export async function awaitDeliveries(stage: Stage, ms: number): Promise<void> {
  const database = await openDatabase({ dataDir: stage.dataDir, url: stage.databaseUrl });
  try {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const pending = await database.db.selectFrom('delivery_jobs').select(({ fn }) => fn.countAll<number>().as('n')).where('state', '=', 'pending').executeTakeFirstOrThrow();
      if (Number(pending.n) === 0) return;
      await sleep(500);
    }
  } finally {
    await database.close();
  }
}

export async function account(stage: Stage, ledger: Ledger): Promise<Accounting> {
  const database = await openDatabase({ dataDir: stage.dataDir, url: stage.databaseUrl });
  const result: Accounting = { stored: 0, lost: { records: 0, mails: 0, crm: 0 }, doubled: { records: 0, mails: 0, crm: 0 }, details: [], pendingJobs: 0, failedJobs: 0, resentMails: 0, remadeCalls: 0 };
  const note = (line: string) => {
    if (result.details.length < 40) result.details.push(line);
  };
  try {
    const db = database.db;
    const jobs = await db.selectFrom('delivery_jobs').select(['state', ({ fn }) => fn.countAll<number>().as('n')]).groupBy('state').execute();
    for (const row of jobs) {
      if (row.state === 'pending') result.pendingJobs = Number(row.n);
      else result.failedJobs = Number(row.n);
    }
    const records = async (send: Send): Promise<number> => {
      const table = send.expect!.table;
      const column = table === 'testimonials' ? 'name' : 'email';
      const query = db
        .selectFrom(table)
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .where(sql.ref(column), '=', send.email);
      const scoped = table === 'appointments' ? query.where(sql.ref('status'), '=', 'confirmed') : query;
      return Number((await scoped.executeTakeFirstOrThrow()).n);
    };
    const mailsOf = (address: string) => stage.smtp.received.filter((mail) => mail.raw.toLowerCase().includes(address.toLowerCase()));
    const mailChecked = new Set<string>();
    const kills = stage.instances.flatMap((instance) => instance.incarnations.flatMap((incarnation) => (incarnation.killedAt === undefined ? [] : [incarnation.killedAt])));
    for (const send of ledger.sends) {
      if (send.outcome !== 'stored' || !send.expect) continue;
      result.stored++;
      const found = await records(send);
      if (found === 0) {
        result.lost.records++;
        note(`lost record: ${send.kind} ${send.email} (key ${send.key})`);
      } else if (found > 1) {
        result.doubled.records++;
        note(`doubled record: ${send.kind} ${send.email} ×${found}`);
      }
      if (send.expect.mail && !mailChecked.has(send.email)) {
        mailChecked.add(send.email);
        const mails = mailsOf(send.email);
        if (mails.length === 0) {
          result.lost.mails++;
          note(`lost mail: ${send.kind} ${send.email}`);
        }
        // one mail is one Message-ID: its re-sending is counted below, apart
        const seen = new Map<string, Set<string>>();
        for (const [index, mail] of mails.entries()) {
          const key = `${[...mail.to].sort().join(',')}|${mail.subject}`;
          seen.set(key, (seen.get(key) ?? new Set()).add(mail.messageId ?? `without Message-ID ${index}`));
        }
        for (const [key, ids] of seen) {
          if (ids.size < 2) continue;
          result.doubled.mails++;
          note(`doubled mail: ${send.kind} ${send.email}: ${key} ×${ids.size} Message-IDs`);
        }
      }
      if (send.expect.crm) {
        const calls = stage.crm.receivedCalls(send.expect.crm).filter((call) => String(call.params.Email ?? '').toLowerCase() === send.email.toLowerCase());
        const { remade, doubled } = repeatsOf(calls.map((call) => call.at), kills);
        if (calls.length === 0) {
          result.lost.crm++;
          note(`lost CRM call: ${send.kind} ${send.email} (${send.expect.crm})`);
        }
        if (doubled > 0) {
          result.doubled.crm++;
          note(`doubled CRM call: ${send.kind} ${send.email} (${send.expect.crm} ×${calls.length})`);
        }
        if (remade > 0) {
          result.remadeCalls += remade;
          note(`CRM call made again after a kill (re-made): ${send.kind} ${send.email} (${send.expect.crm} ×${calls.length})`);
        }
      }
    }
    const ids = new Map<string, number>();
    for (const mail of stage.smtp.received) if (mail.messageId) ids.set(mail.messageId, (ids.get(mail.messageId) ?? 0) + 1);
    for (const [id, count] of ids) {
      if (count < 2) continue;
      result.resentMails += count - 1;
      note(`mail accepted ${count} times under one Message-ID (re-sent): ${id}`);
    }
  } finally {
    await database.close();
  }
  return result;
}
