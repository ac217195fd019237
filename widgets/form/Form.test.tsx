import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Transport as ApiClient } from '../../core/api/client.ts';
import { parseConfig } from '../../core/config.ts';
import { ownerAccount } from '../../core/api/resources/owner-account.ts';
import { agencyStore } from '../../core/store.ts';
import { answeringApi, created } from '../../core/testing/answering-api.ts';
import { renderInLanguage } from '../testing/render.tsx';
import { Form } from './Form.tsx';
import { draftKey } from '../../core/forms/draft.ts';
import { type FormOptions, useForm } from './use-form.ts';
import { PasswordFormField } from './PasswordFormField.tsx';
import { loginForm } from '../../core/forms/kinds/login.ts';
import { visitForm } from '../../core/forms/kinds/visit.ts';
import { offerForm } from '../../core/forms/kinds/offer.ts';
import { testimonialForm } from '../../core/forms/kinds/testimonial.ts';
import { FileField } from './FileField.tsx';

const DRAFT = draftKey('visit', '5101');

function VisitForm(props: Omit<FormOptions, 'form' | 'language'>) {
  const form = useForm({ form: visitForm, language: 'en', fixed: { propertyId: 5101 }, subject: '5101', ...props });
  return <Form form={form} submitLabel="Request the visit" />;
}

let host: HTMLElement;
const events: { type: string; detail: unknown }[] = [];

function show(api: ApiClient, feedbackHref = '/en/thank-you/visit-request/?property=5101') {
  return renderInLanguage(<VisitForm host={host} api={api} feedbackHref={feedbackHref} />);
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
function type(label: RegExp, value: string) {
  fireEvent.input(field(label), { target: { value } });
}
function fillIn() {
  fireEvent.click(screen.getByLabelText('Ms'));
  type(/^First name/, 'Els');
  type(/^Last name/, 'Peeters');
  type(/^E-mail address/, 'els.peeters@example.be');
  type(/^Phone/, '0470 12 34 56');
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Request the visit/ }));

beforeEach(() => {
  agencyStore.getState().configure(parseConfig({ captcha: 'none' }, 'http://localhost'));
  sessionStorage.clear();
  host = document.createElement('div');
  document.body.append(host);
  events.length = 0;
  for (const type of ['agency-submit', 'agency-navigate']) {
    host.addEventListener(type, (event) => {
      events.push({ type, detail: (event as CustomEvent).detail });
      // the test stands in for <agency-app>: it takes the navigation
      if (type === 'agency-navigate') event.preventDefault();
    });
  }
});

afterEach(() => host.remove());

describe('a form of core/forms', () => {
  it('shows the form kind’s fields, less those the page supplies, with the opt-in unticked', () => {
    show(answeringApi([created('r1')]).transport);
    for (const label of [/^First name/, /^Last name/, /^E-mail address/, /^Phone/, /^Street/, /^Postal code/, /^Your message/]) {
      expect(field(label)).toBeTruthy();
    }
    // the title is optional, with a neutral choice besides the forms of address
    const title = screen.getByRole('radiogroup', { name: /Title/ });
    expect(title.getAttribute('aria-required')).toBeNull();
    expect([...title.querySelectorAll('input')].map((radio) => radio.value)).toEqual(['mr', 'ms', 'miss', 'none']);
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false, false]);
    expect(screen.getByLabelText('10:00–13:00')).toBeTruthy();
    expect(screen.queryByLabelText(/Property/)).toBeNull();
    expect(field(/^E-mail address/).getAttribute('autocomplete')).toBe('email');
    expect(field(/^Phone/).type).toBe('tel');
  });

  it('checks everything on submit: inline errors, the form-level alert, focus on the first field to correct, nothing sent', async () => {
    const { transport: api, sent } = answeringApi([created('r1')]);
    show(api);
    type(/^First name/, 'Els');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your data has not been sent. Please check the fields marked in red.');
    expect(alert.textContent).toContain('Last name: Please enter your last name.');
    const lastName = field(/^Last name/);
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    const describedBy = lastName.getAttribute('aria-describedby')!;
    expect(host.ownerDocument.getElementById(describedBy)?.textContent).toBe('Please enter your last name.');
    expect(field(/^First name/).getAttribute('aria-invalid')).toBeNull();
    // the first field to correct (the title is optional)
    await waitFor(() => expect(document.activeElement).toBe(field(/^Last name/)));
    expect(sent).toEqual([]);
  });

  it('checks a changed field when the visitor leaves it, and clears the error as soon as it is right', async () => {
    show(answeringApi([created('r1')]).transport);
    const email = field(/^E-mail address/);
    fireEvent.focusOut(field(/^Phone/)); // left untouched: no error yet
    expect(field(/^Phone/).getAttribute('aria-invalid')).toBeNull();
    type(/^E-mail address/, 'els@');
    expect(email.getAttribute('aria-invalid')).toBeNull(); // not while typing
    fireEvent.focusOut(email);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This e-mail address is not valid.')).toBeTruthy();
    type(/^E-mail address/, 'els@example.be');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());
  });

  it('keeps a draft across a reload, never the captcha', async () => {
    const first = show(answeringApi([created('r1')]).transport);
    fillIn();
    fireEvent.click(screen.getByLabelText('16:00–19:00'));
    first.unmount();
    expect(JSON.parse(sessionStorage.getItem(DRAFT)!).values).toMatchObject({ firstName: 'Els', timeSlots: ['evening'], title: 'ms' });
    show(answeringApi([created('r1')]).transport);
    expect(field(/^First name/).value).toBe('Els');
    expect(field(/^E-mail address/).value).toBe('els.peeters@example.be');
    expect((screen.getByLabelText('16:00–19:00') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Ms') as HTMLInputElement).checked).toBe(true);
  });

  it('sends the validated values with the fixed ones, once, and thanks on the thank-you page', async () => {
    const { transport: api, sent } = answeringApi([created('r1')]);
    show(api);
    fillIn();
    submit();
    await waitFor(() => expect(events.map((event) => event.type)).toEqual(['agency-submit', 'agency-navigate']));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('https://api.test/api/v1/requests/visit?lang=en');
    expect(sent[0]!.body).toEqual({
      propertyId: 5101,
      title: 'ms',
      firstName: 'Els',
      lastName: 'Peeters',
      email: 'els.peeters@example.be',
      phone: '0470 12 34 56',
      timeSlots: [],
      newsletter: false,
    });
    expect(events[0]!.detail).toEqual({ kind: 'visit', id: 'r1', earlierVersion: false });
    expect(events[1]!.detail).toEqual({ href: 'http://localhost:3000/en/thank-you/visit-request/?property=5101' });
    expect(sessionStorage.getItem(DRAFT)).toBeNull();
  });

  it('keeps one idempotency key per draft: through retries, a second press and a reload, until success', async () => {
    const { transport: api, sent } = answeringApi(['network', 'network', 'network', 'network', created('r2')]);
    const first = show(api);
    fillIn();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not reach the server. Check your connection and try again.');
    expect(alert.textContent).toContain('Everything you filled in is still here');
    // the client retried on its own, every time under the same key
    expect(sent).toHaveLength(4);
    const key = sent[0]!.key!;
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(sent.map((request) => request.key))).toEqual(new Set([key]));
    expect(JSON.parse(sessionStorage.getItem(DRAFT)!).key).toBe(key);
    expect(field(/^First name/).value).toBe('Els');

    first.unmount();
    show(api);
    expect(field(/^First name/).value).toBe('Els');
    submit();
    await waitFor(() => expect(events.map((event) => event.type)).toContain('agency-submit'));
    expect(sent).toHaveLength(5);
    expect(sent[4]!.key).toBe(key);
    expect(sessionStorage.getItem(DRAFT)).toBeNull();
  });

  it('sends exactly the same request again after a send that got no answer', async () => {
    const { transport: api, sent } = answeringApi(['network', 'network', 'network', 'network', created('r3')]);
    show(api);
    fillIn();
    submit();
    await screen.findByRole('alert');
    submit();
    await waitFor(() => expect(sent).toHaveLength(5));
    expect(sent[4]).toEqual(sent[0]);
  });

  // the first version was stored but its answer lost; the visitor then changed a field
  it('sends an edit made after a lost answer as a request of its own, and says the first version had arrived', async () => {
    const { transport: api, sent } = answeringApi([
      'network',
      'network',
      'network',
      'network',
      { status: 409, body: { error: 'idempotency_key_reused' } },
      created('r4'),
    ]);
    show(api);
    fillIn();
    submit();
    await screen.findByRole('alert');
    type(/^Your message/, 'Liefst op zaterdag.');
    submit();
    await waitFor(() => expect(events[0]).toEqual({ type: 'agency-submit', detail: { kind: 'visit', id: 'r4', earlierVersion: true } }));
    // refused under the first key, which holds the first version; sent again under a key of its own
    expect(sent[4]!.key).toBe(sent[0]!.key);
    expect(sent[5]!.body.remark).toBe('Liefst op zaterdag.');
    expect(sent[5]!.key).not.toBe(sent[0]!.key);
    expect(events[1]!.detail).toEqual({ href: 'http://localhost:3000/en/thank-you/visit-request/?property=5101&earlier=1' });
  });

  it('puts the fields the server refuses on their fields, and starts a new key only after success', async () => {
    const { transport: api, sent } = answeringApi([{ status: 422, body: { error: 'validation', fields: { phone: 'validation.phoneInvalid' } } }, created('r5')]);
    show(api);
    fillIn();
    submit();
    await waitFor(() => expect(field(/^Phone/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toContain('Phone: This phone number is not valid.');
    await waitFor(() => expect(document.activeElement).toBe(field(/^Phone/)));
    type(/^Phone/, '0470 99 88 77');
    submit();
    await waitFor(() => expect(events.map((event) => event.type)).toContain('agency-submit'));
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[1]!.body.phone).toBe('0470 99 88 77');
  });

  it.each([
    [{ status: 502, body: { error: 'mail_failed' } }, 'Your e-mail was not sent. Please try again.', 1],
    [{ status: 409, body: { error: 'property_sold' } }, 'Property sold', 1],
    // a hiccup of the server: the client tried again by itself, under the same key
    [{ status: 500, body: { error: 'internal' } }, 'Something went wrong on our side. Please try again in a moment.', 4],
  ])('shows the catalogue’s message for %j and keeps the input', async (answer, message, attempts) => {
    const { transport: api, sent } = answeringApi([answer]);
    show(api);
    fillIn();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(field(/^Last name/).value).toBe('Peeters');
    expect(sent).toHaveLength(attempts);
    expect(new Set(sent.map((request) => request.key)).size).toBe(1);
    expect(JSON.parse(sessionStorage.getItem(DRAFT)!).values.lastName).toBe('Peeters');
  });

  it('thanks in place, with the spec’s success text, when the page cancels agency-submit', async () => {
    host.addEventListener('agency-submit', (event) => event.preventDefault());
    show(answeringApi([created('r6')]).transport);
    fillIn();
    submit();
    expect((await screen.findByText('Thank you for your trust. We will contact you soon.')).textContent).toBeTruthy();
    expect(events.map((event) => event.type)).toEqual(['agency-submit']);
    fireEvent.click(screen.getByRole('button', { name: 'Send another request' }));
    expect(field(/^First name/).value).toBe('');
  });

  it('asks for the captcha when it cannot be had, and sends nothing', async () => {
    agencyStore.getState().configure(parseConfig({ captcha: 'recaptcha' }, 'http://localhost')); // no site key
    const { transport: api, sent } = answeringApi([created('r7')]);
    show(api);
    fillIn();
    submit();
    expect((await screen.findAllByText('Please confirm that you are not a robot.')).length).toBeGreaterThan(0);
    expect(sent).toEqual([]);
    await waitFor(() => expect(document.activeElement?.hasAttribute('data-captcha')).toBe(true));
  });
});

describe('a form that is no lead (a login)', () => {
  function LoginForm({ api, onSent }: { api: ApiClient; onSent: (answer: unknown) => void }) {
    const form = useForm({
      form: loginForm,
      host,
      language: 'en',
      api,
      send: (body) => ownerAccount(api).login(body),
      onSent,
      controls: { password: PasswordFormField },
    });
    return <Form form={form} submitLabel="Log in" requiredNote={false} inputKeptNote={false} sent={<p>Welcome</p>} />;
  }

  it('sends its own fields only (no captcha it does not have), hands the answer over and tells the page nothing', async () => {
    const session = { owner: { ID: 1, Username: 'mpeeters', Email: 'm@example.be', FirstName: 'M', LastName: 'P', Language: 'nl' }, expiresAt: '2030-01-01T00:00:00Z' };
    const { transport: api, sent } = answeringApi([{ status: 200, body: session }]);
    const answers: unknown[] = [];
    renderInLanguage(<LoginForm api={api} onSent={(answer) => answers.push(answer)} />);
    expect(screen.queryByText('Fields marked with * are required.')).toBeNull();
    const password = field(/^Password/);
    expect(field(/^Username/).getAttribute('autocomplete')).toBe('username');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    type(/^Username/, 'mpeeters');
    type(/^Password/, 'a secret');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Welcome')).toBeTruthy();
    expect(sent.map((request) => request.body)).toEqual([{ username: 'mpeeters', password: 'a secret' }]);
    expect(answers).toEqual([session]);
    expect(events).toEqual([]);
    // a password is never kept in the tab
    expect(Object.values({ ...sessionStorage }).join(' ')).not.toContain('a secret');
  });

  it('says the catalogue’s words for a refused login, and from when to try again after too many attempts', async () => {
    const { transport: api } = answeringApi([
      { status: 401, body: { error: 'invalid_credentials' } },
      { status: 429, body: { error: 'too_many_attempts', retryAfter: 600 } },
    ]);
    renderInLanguage(<LoginForm api={api} onSent={() => undefined} />);
    type(/^Username/, 'mpeeters');
    type(/^Password/, 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The e-mail address and/or password are not correct.');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Too many attempts.'));
    expect(screen.getByRole('alert').textContent).toMatch(/You can try again from \d{2}:\d{2}\./);
  });

  it('speaks of the e-mail address or password when a field is empty', async () => {
    const { transport: api, sent } = answeringApi([{ status: 200, body: {} }]);
    renderInLanguage(<LoginForm api={api} onSent={() => undefined} />);
    type(/^Username/, 'mpeeters');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Invalid e-mail address or password.');
    expect(alert.textContent).toContain('Password: Please enter your password.');
    expect(sent).toEqual([]);
  });

  it('names each buyer\'s fields after their buyer, in the fields and in the alert', async () => {
    function OfferForm() {
      const form = useForm({ form: offerForm, language: 'en', host, api: answeringApi([]).transport, fixed: { propertyId: 5101 }, subject: '5101' });
      return <Form form={form} submitLabel="Send my offer" />;
    }
    renderInLanguage(<OfferForm />);
    expect(field(/^Buyer A – First name/)).not.toBe(field(/^Buyer B – First name/));
    expect(screen.queryAllByLabelText(/^First name/)).toHaveLength(0);
    expect(screen.getByRole('radiogroup', { name: /^Buyer B – Title/ })).toBeTruthy();
    type(/^Buyer B – First name/, 'Tom');
    fireEvent.click(screen.getByRole('button', { name: 'Send my offer' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Buyer A – Last name: Please enter your last name.');
    expect(alert.textContent).toContain('Buyer B – Last name: Please enter your last name.');
  });
});

// a file's control (and its texts) is on the pages of the forms that have a file, which name it
describe('a form with a file', () => {
  function Testimonial({ controls }: Pick<FormOptions, 'controls'>) {
    const form = useForm({ form: testimonialForm, language: 'en', host, api: answeringApi([]).transport, ...(controls ? { controls } : {}) });
    return <Form form={form} submitLabel="Send my testimonial" />;
  }

  it('shows the file control its screen names', () => {
    renderInLanguage(<Testimonial controls={{ file: FileField }} />);
    expect(document.querySelector('input[type="file"][name="image"]')).not.toBeNull();
  });

  it('stops, naming the field, when its screen names no control for it', () => {
    expect(() => renderInLanguage(<Testimonial />)).toThrow(/file field "image" has no control/);
  });
});
