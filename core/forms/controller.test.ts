// The form controller, without a DOM: the visit form of spec §3 through the real client
// (core/api) over a stand-in fetch that answers as the server does, with the draft in
// memory and a captcha that hands out answers on demand.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Captcha, CaptchaStatus } from './captcha.ts';
import { memoryStorage } from '../storage.ts';
import { createFormController, type FormControllerOptions } from './controller.ts';
import { draftKey } from './draft.ts';
import { type FormKind, jobForm, loginForm, rentalForm, visitForm as visit } from './forms.ts';
import * as validate from './validate.ts';
import * as errorMessages from '../messages/error.ts';
import * as validationMessages from '../messages/validation.ts';
import { type Answer, answeringApi as server, created } from '../testing/answering-api.ts';
import { DEFAULT_RETRIES } from '../api/client.ts';

vi.mock('./validate.ts', { spy: true });

/** A captcha whose answers are `proof-1`, `proof-2`, …; `refuse` makes the next answer fail. */
function testCaptcha() {
  let status: CaptchaStatus = 'idle';
  let made = 0;
  const listeners = new Set<() => void>();
  const calls = { prepare: 0, discard: 0 };
  const setStatus = (next: CaptchaStatus) => {
    status = next;
    for (const listener of listeners) listener();
  };
  let refuse = false;
  const captcha: Captcha = {
    provider: 'altcha',
    status: () => status,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    prepare: () => {
      calls.prepare++;
    },
    answer: async () => {
      if (refuse) {
        setStatus('failed');
        throw new Error('no challenge');
      }
      setStatus('ready');
      return `proof-${++made}`;
    },
    discard: () => {
      calls.discard++;
      setStatus('idle');
    },
    dispose: () => undefined,
  };
  return { captcha, calls, setStatus, refuseNext: () => (refuse = true), listeners };
}

const KEY = draftKey('visit', '5101');

let storage = memoryStorage();
let captcha = testCaptcha();

beforeEach(() => {
  storage = memoryStorage();
  captcha = testCaptcha();
  vi.mocked(validate.validateWith).mockClear();
});
afterEach(() => vi.restoreAllMocks());

function visitForm(answers: Answer[], options: Partial<FormControllerOptions<'visit'>> = {}) {
  const { transport, sent } = server(answers);
  const form = createFormController({
    form: visit,
    fixed: { propertyId: 5101 },
    draft: { storage, key: KEY },
    captcha: captcha.captcha,
    transport,
    language: 'en',
    ...options,
  });
  return { form, sent, state: () => form.store.getState() };
}

function fillIn(form: ReturnType<typeof visitForm>['form']) {
  form.setValue('title', 'ms');
  form.setValue('firstName', 'Els');
  form.setValue('lastName', 'Peeters');
  form.setValue('email', 'els.peeters@example.be');
  form.setValue('phone', '0470 12 34 56');
}

const PERSON = { title: 'ms', firstName: 'Els', lastName: 'Peeters', email: 'els.peeters@example.be', phone: '0470 12 34 56' };

describe('a form controller', () => {
  it('shows the kind’s fields less the page’s and the captcha, empty, opt-ins unticked, with what the page starts them with', () => {
    const { form, state } = visitForm([created('r1')], { initial: { remark: 'Op zaterdag?' } });
    const names = form.fields.map((field) => field.name);
    expect(names).toContain('firstName');
    expect(names).not.toContain('propertyId');
    expect(names).not.toContain('captcha');
    expect(form.hasCaptcha).toBe(true);
    expect(state().values).toMatchObject({ firstName: '', newsletter: false, timeSlots: [], remark: 'Op zaterdag?' });
    expect(state().status).toBe('editing');
  });

  it('checks a field the visitor changed when they leave it, and clears its error as soon as it is right', () => {
    const { form, state } = visitForm([created('r1')]);
    form.leave('phone'); // untouched: no error yet
    expect(state().errors).toEqual({});
    form.setValue('email', 'els@');
    expect(state().errors).toEqual({}); // not while typing
    form.leave('email');
    expect(state().errors).toEqual({ email: validationMessages.emailInvalid.id });
    form.setValue('email', 'els@example.be');
    expect(state().errors).toEqual({});
  });

  it('checks the whole form once on submit: the errors, the alert, the first field to correct, nothing sent', async () => {
    const { form, sent, state } = visitForm([created('r1')]);
    form.setValue('firstName', 'Els');
    vi.mocked(validate.validateWith).mockClear();
    const outcome = await form.submit();
    expect(vi.mocked(validate.validateWith)).toHaveBeenCalledTimes(1);
    expect(outcome).toMatchObject({ status: 'invalid', errors: { lastName: validationMessages.lastNameRequired.id } });
    expect(state().errors).toMatchObject({ lastName: validationMessages.lastNameRequired.id });
    expect(state().errors).not.toHaveProperty('title');
    expect(state().alert).toEqual({ message: validationMessages.form.id, others: [], failure: false });
    expect(state().corrections).toBe(1);
    // the first field in the form's order that is wrong (the title is optional, the first name filled in)
    expect(form.firstError()).toBe('lastName');
    expect(sent).toEqual([]);
  });

  it('validates once per submit that sends, the captcha’s answer read on its own', async () => {
    const { form, sent } = visitForm([created('r1')]);
    fillIn(form);
    vi.mocked(validate.validateWith).mockClear();
    expect(await form.submit()).toMatchObject({ status: 'stored', id: 'r1' });
    expect(vi.mocked(validate.validateWith)).toHaveBeenCalledTimes(1);
    expect(sent[0]!.body).toMatchObject({ captcha: 'proof-1' });
  });

  it('keeps the draft in the storage it is given, never the captcha, and starts from it', () => {
    const first = visitForm([created('r1')]);
    fillIn(first.form);
    first.form.setValue('timeSlots', ['evening']);
    expect(JSON.parse(storage.read(KEY)!).values).toMatchObject({ firstName: 'Els', timeSlots: ['evening'] });
    expect(storage.read(KEY)).not.toContain('proof');
    first.form.dispose();
    const second = visitForm([created('r1')], { initial: { firstName: 'Anders' } });
    expect(second.state().values).toMatchObject({ firstName: 'Els', title: 'ms', timeSlots: ['evening'] });
    // the visitor is back to send it: the captcha starts its work at once
    expect(captcha.calls.prepare).toBeGreaterThan(0);
  });

  it('sends the checked values with the page’s, typed, once; says stored; forgets the draft and starts again', async () => {
    const stored: unknown[] = [];
    const { form, sent, state } = visitForm([created('r1')], { onStored: (outcome) => void stored.push(outcome) });
    fillIn(form);
    const outcome = await form.submit();
    expect(outcome).toEqual({ status: 'stored', id: 'r1', earlierVersion: false, answer: { id: 'r1' } });
    expect(stored).toEqual([outcome]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('https://api.test/api/v1/requests/visit?lang=en');
    expect(sent[0]!.body).toEqual({ propertyId: 5101, ...PERSON, timeSlots: [], newsletter: false, captcha: 'proof-1' });
    expect(storage.read(KEY)).toBeUndefined();
    expect(state()).toMatchObject({ status: 'sent', errors: {}, alert: undefined, earlierVersion: false });
    expect(state().values.firstName).toBe('');
    expect(captcha.calls.discard).toBe(1);
    // a second press after the thank-you sends nothing
    expect(await form.submit()).toEqual({ status: 'ignored' });
    form.restart();
    expect(state().status).toBe('editing');
  });

  it('leaves the values as sent while the page goes on to the thank-you page', async () => {
    const { form, state } = visitForm([created('r1')], { onStored: () => true });
    fillIn(form);
    await form.submit();
    expect(state().status).toBe('sent');
    expect(state().values.firstName).toBe('Els');
  });

  it('keeps one idempotency key through lost answers and a reload, sends the very same body again, and a new key after success', async () => {
    const answers: Answer[] = ['network', 'network', 'network', 'network', 'network', 'network', 'network', 'network', created('r2'), created('r3')];
    const first = visitForm(answers);
    fillIn(first.form);
    const failed = await first.form.submit();
    expect(failed).toEqual({ status: 'failed', code: 'network', message: errorMessages.network.id });
    expect(first.state().alert).toEqual({ message: errorMessages.network.id, others: [], failure: true, code: 'network' });
    // the client retried on its own, every time under the same key, kept with the draft
    expect(first.sent).toHaveLength(4);
    const key = first.sent[0]!.key!;
    expect(new Set(first.sent.map((request) => request.key))).toEqual(new Set([key]));
    expect(JSON.parse(storage.read(KEY)!).key).toBe(key);
    expect(first.state().values.firstName).toBe('Els');
    await first.form.submit();
    expect(first.sent).toHaveLength(8);
    // the very same body: the captcha's answer was not asked again
    expect(first.sent[7]).toEqual(first.sent[0]);
    first.form.dispose();

    // a reload: the draft's key goes on
    const { transport, sent } = server(answers);
    const second = createFormController({ form: visit, fixed: { propertyId: 5101 }, draft: { storage, key: KEY }, captcha: captcha.captcha, transport });
    expect(await second.submit()).toMatchObject({ status: 'stored', id: 'r2' });
    expect(sent[0]!.key).toBe(key);
    // the next lead is a new one
    second.restart();
    fillIn(second);
    expect(await second.submit()).toMatchObject({ status: 'stored', id: 'r3', earlierVersion: false });
    expect(sent[1]!.key).not.toBe(key);
  });

  it('sends an edit made after a lost answer as a lead of its own, and says the first version arrived', async () => {
    const { form, sent, state } = visitForm([
      'network',
      'network',
      'network',
      'network',
      { status: 409, body: { error: 'idempotency_key_reused' } },
      created('r4'),
    ]);
    fillIn(form);
    await form.submit();
    form.setValue('remark', 'Liefst op zaterdag.');
    expect(await form.submit()).toMatchObject({ status: 'stored', id: 'r4', earlierVersion: true });
    expect(sent[4]!.key).toBe(sent[0]!.key);
    expect(sent[5]!.key).not.toBe(sent[0]!.key);
    expect(sent[5]!.body.remark).toBe('Liefst op zaterdag.');
    expect(state().earlierVersion).toBe(true);
  });

  it('puts the fields the server refuses on their fields, and messages of no field in the alert', async () => {
    const { form, state } = visitForm([
      { status: 422, body: { error: 'validation', fields: { phone: validationMessages.phoneInvalid.id, propertyId: validationMessages.propertyRequired.id } } },
    ]);
    fillIn(form);
    const outcome = await form.submit();
    expect(outcome).toMatchObject({ status: 'invalid', code: 'validation' });
    expect(state().errors).toEqual({ phone: validationMessages.phoneInvalid.id });
    expect(state().alert).toEqual({ message: validationMessages.form.id, others: [validationMessages.propertyRequired.id], failure: false, code: 'validation' });
    expect(form.firstError()).toBe('phone');
    // the refused answer is spent: a fresh one is being made
    expect(captcha.calls.discard).toBe(1);
    expect(captcha.calls.prepare).toBe(1);
  });

  it('gets one fresh captcha answer at once when the server refused only the answer, and asks the visitor after a second refusal', async () => {
    const refused: Answer = { status: 422, body: { error: 'validation', fields: { captcha: validationMessages.captchaInvalid.id } } };
    const once = visitForm([refused, created('r5')]);
    fillIn(once.form);
    expect(await once.form.submit()).toMatchObject({ status: 'stored', id: 'r5' });
    expect(once.sent.map((request) => request.body.captcha)).toEqual(['proof-1', 'proof-2']);

    captcha = testCaptcha();
    const twice = visitForm([refused]);
    fillIn(twice.form);
    expect(await twice.form.submit()).toMatchObject({ status: 'invalid', errors: { captcha: validationMessages.captchaInvalid.id } });
    expect(twice.sent).toHaveLength(2);
    expect(twice.form.firstError()).toBe('captcha');
  });

  it('asks for the captcha when no answer can be had, sends nothing, and clears that once an answer is ready', async () => {
    const { form, sent, state } = visitForm([created('r6')]);
    fillIn(form);
    captcha.refuseNext();
    expect(await form.submit()).toMatchObject({ status: 'invalid', errors: { captcha: validationMessages.captchaRequired.id } });
    expect(sent).toEqual([]);
    expect(state()).toMatchObject({ status: 'editing', captchaStatus: 'failed', errors: { captcha: validationMessages.captchaRequired.id } });
    captcha.setStatus('ready');
    expect(state()).toMatchObject({ captchaStatus: 'ready', errors: {} });
  });

  it('starts the captcha at the visitor’s first use, and stops listening to it when gone', () => {
    const { form } = visitForm([created('r1')]);
    form.begin();
    expect(captcha.calls.prepare).toBe(1);
    form.dispose();
    expect(captcha.listeners.size).toBe(0);
  });

  // the outcome names the API's code: a screen acts on why, not on a message's wording
  it.each<[Answer, string, string]>([
    [{ status: 409, body: { error: 'slot_taken' } }, 'slot_taken', errorMessages.slotTaken.id],
    [{ status: 409, body: { error: 'property_sold' } }, 'property_sold', errorMessages.propertySold.id],
    [{ status: 502, body: { error: 'mail_failed' } }, 'mail_failed', errorMessages.mailFailed.id],
  ])('answers %j with its code, %s, and the catalogue’s message, keeping the input', async (answer, code, message) => {
    const { form, state } = visitForm([answer]);
    fillIn(form);
    expect(await form.submit()).toEqual({ status: 'failed', code, message });
    expect(state().alert).toMatchObject({ code, message, failure: true });
    expect(state().values.lastName).toBe('Peeters');
    expect(JSON.parse(storage.read(KEY)!).values.lastName).toBe('Peeters');
  });

  it('says from when to try again after too many attempts', async () => {
    const now = Date.now();
    const { form, state } = visitForm([{ status: 429, body: { error: 'too_many_attempts', retryAfter: 600 } }]);
    fillIn(form);
    const outcome = await form.submit();
    expect(outcome).toMatchObject({ status: 'failed', code: 'too_many_attempts' });
    expect(state().alert!.retryAt).toBeGreaterThanOrEqual(now + 600_000);
  });

  it('goes through its own send, typed by its kind, with the answer in the outcome; a form without a captcha sends none', async () => {
    const session = { owner: { ID: 1 }, expiresAt: '2030-01-01T00:00:00Z' };
    const bodies: { username: string; password: string }[] = [];
    const login = createFormController({
      form: loginForm,
      captcha: captcha.captcha,
      send: async (body) => {
        bodies.push(body);
        return session;
      },
    });
    expect(login.hasCaptcha).toBe(false);
    login.setValue('username', ' mpeeters ');
    login.setValue('password', ' a secret ');
    expect(await login.submit()).toEqual({ status: 'stored', id: '', earlierVersion: false, answer: session });
    // trimmed as the form's rules read it; a password is kept as typed
    expect(bodies).toEqual([{ username: 'mpeeters', password: ' a secret ' }]);
  });

  it('asks the fields of the page’s part as it changes, keeping what was typed', () => {
    const { transport } = server([created('r1')]);
    const form = createFormController<FormKind>({ form: rentalForm, fixed: { propertyId: 5146 }, transport });
    const before = form.fields.map((field) => field.name);
    form.setValue('firstName', 'Els');
    form.configure({ fixed: { propertyId: 5146 }, region: 'brussels', transport });
    const after = form.fields.map((field) => field.name);
    expect(after).not.toEqual(before);
    expect(form.store.getState().values.firstName).toBe('Els');
  });

  describe('a server too busy for an upload (503 with Retry-After)', () => {
    const busy: Answer = { status: 503, body: { error: 'unavailable', retryAfter: 5 }, headers: { 'Retry-After': '5' } };
    const jobWith = (answers: Answer[]) => {
      const api = server(answers);
      const form = createFormController({ form: jobForm, transport: api.transport, draft: { storage, key: draftKey('job') } });
      fillIn(form as never);
      form.setValue('cv', new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
      return { ...api, form };
    };

    it('is asked again when it says, with the same key and file, and the visitor is only thanked', async () => {
      const { form, sent, waits } = jobWith([busy, busy, created('r8')]);
      const states: unknown[] = [];
      form.store.subscribe((state) => states.push(state.alert));
      expect(await form.submit()).toMatchObject({ status: 'stored', id: 'r8' });
      expect(waits).toEqual([5_000, 5_000]);
      expect(sent).toHaveLength(3);
      expect(new Set(sent.map((request) => request.key)).size).toBe(1);
      for (const request of sent) expect((request.form!.get('cv') as File).name).toBe('cv.pdf');
      // nothing was said to the visitor while it waited
      expect(states.filter(Boolean)).toEqual([]);
    });

    it('gives up after the client’s retries and says the form was not sent; pressing again goes under the same key', async () => {
      const { form, sent, waits } = jobWith([busy, busy, busy, busy, created('r9')]);
      const failed = await form.submit();
      expect(failed).toEqual({ status: 'failed', code: 'unavailable', message: errorMessages.mailFailed.id });
      expect(form.store.getState().alert).toMatchObject({ message: errorMessages.mailFailed.id, failure: true });
      expect(sent).toHaveLength(DEFAULT_RETRIES + 1);
      expect(waits).toEqual(Array(DEFAULT_RETRIES).fill(5_000));
      expect(form.store.getState().values.firstName).toBe('Els');
      expect(await form.submit()).toMatchObject({ status: 'stored', id: 'r9' });
      expect(new Set(sent.map((request) => request.key)).size).toBe(1);
    });
  });

  it('sends a chosen file as itself (multipart), checked by its description', async () => {
    const { transport, sent } = server([created('r7')]);
    const form = createFormController({ form: jobForm, transport, draft: { storage, key: draftKey('job') } });
    fillIn(form as never);
    form.setValue('cv', new File(['%PDF-1.4'], 'cv.txt', { type: 'text/plain' }));
    // a file is checked once chosen
    expect(form.store.getState().errors.cv).toBe(validationMessages.cvType.id);
    form.setValue('cv', new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(form.store.getState().errors.cv).toBeUndefined();
    expect(await form.submit()).toMatchObject({ status: 'stored', id: 'r7' });
    expect((sent[0]!.form!.get('cv') as File).name).toBe('cv.pdf');
    expect(sent[0]!.body).toMatchObject({ firstName: 'Els' });
    expect(sent[0]!.body.cv).toBeUndefined();
    // never in the draft
    expect(storage.read(draftKey('job'))).toBeUndefined();
  });
});
