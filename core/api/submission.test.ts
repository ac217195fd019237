import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorCode } from './errors.ts';
import { createSubmission } from './submission.ts';

/** A stand-in server: answers each send with the next scripted reply, and records what it got. */
function server(...replies: (ApiErrorCode | 'ok')[]) {
  const sent: { body: string; key: string }[] = [];
  const send = async (body: string, key: string) => {
    sent.push({ body, key });
    const reply = replies.shift() ?? 'ok';
    if (reply !== 'ok') throw new ApiError(reply);
    return { id: `lead-${sent.length}` };
  };
  return { send, sent };
}

describe('createSubmission: one lead, sent once', () => {
  it('sends a lead under a fresh key and forgets the key once it is stored', async () => {
    const { send, sent } = server('ok');
    const submission = createSubmission(send);
    expect(submission.key).toBeUndefined();
    expect(await submission.submit('a', async () => 'body a')).toEqual({ status: 'stored', id: 'lead-1', earlierVersion: false });
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(submission.key).toBeUndefined();
  });

  it.each<ApiErrorCode>(['network', 'timeout', 'aborted', 'unavailable', 'request_in_progress'])(
    'after no answer (%s), sends the very same body under the same key, without making a new one',
    async (code) => {
      const { send, sent } = server(code, 'ok');
      const submission = createSubmission(send);
      let made = 0;
      const body = async () => `body ${++made}`;
      expect((await submission.submit('a', body)).status).toBe('uncertain');
      expect(submission.key).toBe(sent[0]!.key);
      expect(await submission.submit('a', body)).toEqual({ status: 'stored', id: 'lead-2', earlierVersion: false });
      expect(sent.map((request) => request.body)).toEqual(['body 1', 'body 1']);
      expect(sent[1]!.key).toBe(sent[0]!.key);
      expect(made).toBe(1);
    },
  );

  it('resumes under the key a draft kept', async () => {
    const { send, sent } = server('ok');
    await createSubmission(send, 'kept-key').submit('a', async () => 'a');
    expect(sent[0]!.key).toBe('kept-key');
  });

  it.each<ApiErrorCode>(['validation', 'property_sold', 'mail_failed', 'too_many_attempts'])('reports a refusal (%s): nothing is stored, a corrected send keeps the key', async (code) => {
    const { send, sent } = server(code, 'ok');
    const submission = createSubmission(send);
    const refused = await submission.submit('a', async () => 'a');
    expect(refused.status).toBe('refused');
    expect(refused.status === 'refused' && refused.error.code).toBe(code);
    await submission.submit('b', async () => 'b');
    expect(sent.map((request) => request.body)).toEqual(['a', 'b']);
    expect(sent[1]!.key).toBe(sent[0]!.key);
  });

  // the first version was stored but its answer lost; the visitor then changed a field
  it('sends an edit made after a lost answer as a lead of its own, and says an earlier version arrived', async () => {
    const { send, sent } = server('network', 'idempotency_key_reused', 'ok');
    const submission = createSubmission(send);
    expect((await submission.submit('first', async () => 'first')).status).toBe('uncertain');
    const outcome = await submission.submit('edited', async () => 'edited');
    expect(outcome).toEqual({ status: 'stored', id: 'lead-3', earlierVersion: true });
    expect(sent.map((request) => request.body)).toEqual(['first', 'edited', 'edited']);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[2]!.key).not.toBe(sent[0]!.key);
  });

  it('when the edit itself gets no answer, keeps it under its new key', async () => {
    const { send, sent } = server('network', 'idempotency_key_reused', 'timeout', 'ok');
    const submission = createSubmission(send);
    await submission.submit('first', async () => 'first');
    expect((await submission.submit('edited', async () => 'edited')).status).toBe('uncertain');
    expect(await submission.submit('edited', async () => 'again')).toEqual({ status: 'stored', id: 'lead-4', earlierVersion: true });
    expect(sent[3]).toEqual({ body: 'edited', key: sent[2]!.key });
  });

  it('takes any other failure for a lost answer', async () => {
    const submission = createSubmission(async () => {
      throw new TypeError('Failed to fetch');
    });
    const outcome = await submission.submit('a', async () => 'a');
    expect(outcome.status === 'uncertain' && outcome.error.code).toBe('network');
  });
});
