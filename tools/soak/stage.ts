/**
 * What the soak runs against: the server instances as child processes (one on SQLite,
 * two on one PostgreSQL cluster of its own, which the fault schedule may restart), a
 * real SMTP server and the fake Omnicasa that feeds the site and takes its leads, both
 * of which can be made to fail; the upload folder on a small file system of its own
 * when this machine lets us mount one (root), so that it can be filled.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FakeOmnicasa, startFakeOmnicasa } from '../../demo/fake-omnicasa/server.ts';
import { type ChildInstance, startChildInstance } from '../../demo/testing/child-instance.ts';
import { startSmtp, type TestSmtp } from '../../demo/testing/smtp.ts';
import { type Cluster, startCluster } from '../postgres-cluster.ts';

export type Engine = 'sqlite' | 'postgres';

export const ADMIN_TOKEN = 'soak-admin';
/** the size of the upload folder's own file system */
export const UPLOAD_QUOTA_MB = 64;

/** What one process used, read from /proc. */
export interface Usage {
  rssKb: number;
  fds: number;
}

export interface Incarnation {
  /** A, B; A#2 after its first restart */
  name: string;
  pid: number;
  first: Usage | undefined;
  last: Usage | undefined;
  /** it was killed by the schedule (its last figures are from before) */
  killed: boolean;
  /** when it was killed (ms since the epoch) */
  killedAt?: number;
  /** it ended by itself: how, and the last of its log */
  exited: string | undefined;
}

export interface Instance {
  /** A or B */
  slot: string;
  child: ChildInstance | undefined;
  /** false while killed and not yet listening again */
  up: boolean;
  incarnations: Incarnation[];
}

export interface Stage {
  engine: Engine;
  dataDir: string;
  databaseUrl: string;
  cluster: Cluster | undefined;
  smtp: TestSmtp;
  crm: FakeOmnicasa;
  instances: Instance[];
  /** the upload folder is a file system of its own, which can be filled */
  uploadQuota: boolean;
  /** origins of the instances listening now */
  live(): string[];
  kill(instance: Instance): Promise<void>;
  start(instance: Instance): Promise<void>;
  /** reads RSS and open files of every live instance (first reading and latest) */
  sample(): void;
  close(): Promise<void>;
}

export function usageOf(pid: number): Usage | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    return { rssKb, fds: readdirSync(`/proc/${pid}/fd`).length };
  } catch {
    return undefined;
  }
}

function mountQuota(folder: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${UPLOAD_QUOTA_MB}m`, 'tmpfs', folder], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export async function startStage(options: {
  engine: Engine;
  listings: number;
  log: (line: string) => void;
  /** an instance ended without the schedule killing it */
  onExit: (incarnation: Incarnation, log: string) => void;
}): Promise<Stage> {
  const { engine, log } = options;
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-soak-'));
  const uploads = join(dataDir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  const uploadQuota = mountQuota(uploads);
  const cluster = engine === 'postgres' ? await startCluster() : undefined;
  const smtp = await startSmtp();
  const crm = await startFakeOmnicasa({ properties: options.listings });
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DATABASE_URL: cluster?.url ?? '',
    SMTP_URL: smtp.url,
    // the soak plays the widgets' requests, not their proof of work: the captcha is off
    CAPTCHA: 'none',
    CAPTCHA_SECRET: 'soak-secret',
    CRM: 'omnicasa',
    OMNICASA_URL: crm.url,
    OMNICASA_CUSTOMER: 'immo-demo',
    OMNICASA_PASSWORD: 'fake-password',
    SYNC_MINUTES: '1',
    // retries come within the run: 1 s, 2 s, 4 s, … ten tries
    DELIVERY_POLL_MS: '1000',
    DELIVERY_RETRY_MS: '1000',
    ADMIN_TOKEN,
    // the alerts' mails link to the configured site only: without it a changed listing alerts no one
    PUBLIC_URL: 'https://www.soak.example',
    // every visitor behind the one proxy in front, each with an address of its own (X-Forwarded-For)
    TRUST_PROXY: 'loopback',
    RENDER_THREADS: '1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
  };
  let closing = false;
  /** instances that ended by themselves, started again one after the other */
  let restarting: Promise<unknown> = Promise.resolve();
  const instances: Instance[] = (engine === 'postgres' ? ['A', 'B'] : ['A']).map((slot) => ({ slot, child: undefined, up: false, incarnations: [] }));

  const stage: Stage = {
    engine,
    dataDir,
    databaseUrl: cluster?.url ?? '',
    cluster,
    smtp,
    crm,
    instances,
    uploadQuota,
    live: () => instances.filter((instance) => instance.up && instance.child).map((instance) => instance.child!.origin),
    async kill(instance) {
      const child = instance.child;
      if (!child) return;
      instance.up = false;
      const incarnation = instance.incarnations.at(-1);
      if (incarnation) {
        incarnation.last = usageOf(child.process.pid!) ?? incarnation.last;
        incarnation.killed = true;
        incarnation.killedAt = Date.now();
      }
      child.process.kill('SIGKILL');
      await child.exited();
      instance.child = undefined;
    },
    async start(instance) {
      const child = await startChildInstance(env, { stderr: 'quiet' });
      instance.child = child;
      instance.up = true;
      const count = instance.incarnations.length;
      const incarnation: Incarnation = { name: count === 0 ? instance.slot : `${instance.slot}#${count + 1}`, pid: child.process.pid!, first: undefined, last: undefined, killed: false, exited: undefined };
      instance.incarnations.push(incarnation);
      child.process.once('exit', (code, signal) => {
        if (incarnation.killed || closing) return;
        // not the schedule's doing: the instance failed; started again, as a supervisor would
        incarnation.exited = `exited by itself (${signal ?? `code ${code}`})`;
        options.onExit(incarnation, child.log());
        if (instance.child !== child) return;
        instance.up = false;
        instance.child = undefined;
        restarting = restarting.then(() => (closing ? undefined : stage.start(instance).catch((error: unknown) => options.log(`instance ${instance.slot} did not start again: ${String(error)}`))));
      });
      log(`instance ${instance.slot} listens at ${child.origin}`);
    },
    sample() {
      for (const instance of instances) {
        if (!instance.up || !instance.child) continue;
        const incarnation = instance.incarnations.at(-1)!;
        const usage = usageOf(incarnation.pid);
        if (!usage) continue;
        incarnation.first ??= usage;
        incarnation.last = usage;
      }
    },
    async close() {
      closing = true;
      // an instance being started again after it ended by itself is stopped with the others, not left running
      await restarting;
      for (const instance of instances) {
        if (!instance.child) continue;
        instance.child.process.kill('SIGKILL');
        await instance.child.exited();
      }
      await smtp.close();
      await crm.close();
      cluster?.stop();
      if (uploadQuota) {
        try {
          execFileSync('umount', [uploads], { stdio: 'ignore' });
        } catch {
          // left mounted: the folder below goes when the machine's temporary files do
        }
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };

  try {
    // started together on an empty database: one migrates and syncs, the other waits and finds it done
    await Promise.all(instances.map((instance) => stage.start(instance)));
  } catch (error) {
    await stage.close();
    throw error;
  }
  return stage;
}
