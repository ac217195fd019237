/**
 * Threads that render screens (render-thread.mjs), so that rendering never holds up the
 * server's own thread, where the API answers: a listing request waits for no render. Each
 * render's reads come back here as fetches, which `fetch` of that render answers (the API
 * in process). A thread starts with the first render it is given; one that dies fails its
 * renders, and the next render starts another.
 */
import { Worker } from 'node:worker_threads';
import type { Rendered, RenderRequest } from '../../../widgets/server/render.ts';

/** A render as a thread takes it: the page's address as text, the fetch staying here. */
export type ThreadRequest = Omit<RenderRequest, 'url' | 'fetch'> & { url: string };

interface Job {
  resolve(rendered: Rendered): void;
  reject(error: Error): void;
  fetch: typeof fetch;
}

interface Thread {
  worker: Worker;
  jobs: Map<number, Job>;
}

type FromThread =
  | { type: 'fetch'; job: number; id: number; url: string; method: string; headers: Record<string, string> }
  | { type: 'rendered'; job: number; rendered: Rendered }
  | { type: 'failed'; job: number; message: string };

export class RenderThreads {
  private readonly threads: (Thread | undefined)[];
  private nextJob = 0;

  /** @param renderer the file URL of the built renderer (dist/server/render.js) */
  constructor(
    private readonly renderer: string,
    size: number,
  ) {
    this.threads = Array.from({ length: size }, () => undefined);
  }

  render(request: ThreadRequest, reads: typeof fetch): Promise<Rendered> {
    // the thread with the fewest renders under way, started if it is not yet
    let index = 0;
    for (let i = 1; i < this.threads.length; i++) if ((this.threads[i]?.jobs.size ?? 0) < (this.threads[index]?.jobs.size ?? 0)) index = i;
    const thread = (this.threads[index] ??= this.start(index));
    const job = this.nextJob++;
    return new Promise<Rendered>((resolve, reject) => {
      thread.jobs.set(job, { resolve, reject, fetch: reads });
      thread.worker.postMessage({ type: 'render', job, request });
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread?.worker.terminate()));
  }

  private start(index: number): Thread {
    const worker = new Worker(new URL('./render-thread.mjs', import.meta.url), { workerData: { renderer: this.renderer } });
    // the server's own handles keep it running; a thread left over must not
    worker.unref();
    const thread: Thread = { worker, jobs: new Map() };
    worker.on('message', (message: FromThread) => this.receive(thread, message));
    const fail = (error: Error) => {
      if (this.threads[index] === thread) this.threads[index] = undefined;
      for (const job of thread.jobs.values()) job.reject(error);
      thread.jobs.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`a rendering thread stopped (${code})`)));
    return thread;
  }

  private receive(thread: Thread, message: FromThread): void {
    const job = thread.jobs.get(message.job);
    if (!job) return;
    if (message.type === 'fetch') {
      const { id, url, method, headers } = message;
      job.fetch(url, { method, headers }).then(
        async (response) => {
          const body = await response.text();
          thread.worker.postMessage({ type: 'fetched', id, status: response.status, headers: Object.fromEntries(response.headers), body });
        },
        (error: unknown) => thread.worker.postMessage({ type: 'fetched', id, failed: String(error) }),
      );
      return;
    }
    thread.jobs.delete(message.job);
    if (message.type === 'rendered') job.resolve(message.rendered);
    else job.reject(new Error(message.message));
  }
}
