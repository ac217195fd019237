/** Waiting for a mail the server sends after it answered (a password reminder goes in the background). */
import type { OutboxMail } from '../server/routes/outbox.ts';

/** The first mail of the outbox that `matches`, once it is there: asked again after each look, until the test's own timeout. */
export async function awaitMail(outbox: () => Promise<OutboxMail[]>, matches: (mail: OutboxMail) => boolean): Promise<OutboxMail> {
  for (;;) {
    const found = (await outbox()).find(matches);
    if (found) return found;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The address on the line of `mail` that carries `?parameter=` (a confirmation, an unsubscribe link). */
export const mailLink = (mail: OutboxMail, parameter: string): string =>
  /https?:\/\/\S+/.exec(mail.text.split('\n').find((line) => line.includes(`?${parameter}=`))!)![0];
