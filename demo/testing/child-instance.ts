/**
 * A server instance in a process of its own (./instance.ts), which a test or the soak may
 * kill: settings from `env` over this process's environment, as in production.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface ChildInstance {
  origin: string;
  process: ChildProcess;
  /** the last lines it wrote to stderr (with `stderr: 'quiet'`) */
  log(): string;
  /** resolves when the process has ended, also when it had already */
  exited(): Promise<void>;
}

/**
 * Resolves once the instance listens. `stderr: 'quiet'` keeps its log out of a run's
 * output (its last lines are kept, and told if it exits before it listens).
 */
export async function startChildInstance(env: Record<string, string>, options: { stderr?: 'inherit' | 'quiet' } = {}): Promise<ChildInstance> {
  const entry = fileURLToPath(new URL('./instance.ts', import.meta.url));
  const quiet = options.stderr === 'quiet';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', quiet ? 'pipe' : 'inherit'] });
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-2_000);
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the instance exited (${code}) before it listened${tail ? `:\n${tail}` : ''}`)));
  });
  const ended = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return { origin: (JSON.parse(line) as { origin: string }).origin, process: child, log: () => tail, exited: () => ended };
}
