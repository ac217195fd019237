import { describe, expect, it } from 'vitest';
import { FORMS } from './index.ts';
import { sourceMessages } from '../messages/source.ts';
import { FORM_KINDS, type FormKind, type FormSpec, validateForm } from './forms.ts';
import { title } from './shared-fields.ts';
import { FORM_ERROR, validateWith } from './validate.ts';

const person = { title: 'ms', firstName: 'An', lastName: 'Claes', email: 'an.claes@example.be', phone: '0475 12 34 56' };
const address = { street: 'Kerkstraat', houseNumber: '12 bus 3', zip: '9000', city: 'Gent' };
const buyer = { ...person, ...address };

/** A complete, valid submission of each form, as a browser sends it. */
const VALID: Record<FormKind, Record<string, unknown>> = {
  contact: { ...person, remark: 'Is unit A.1.02 nog vrij?', timeSlots: ['morning'], projectId: 4, captcha: 'proof' },
  visit: { propertyId: 12, ...person, ...address, remark: 'Liefst zaterdag.', timeSlots: ['morning', 'evening'], newsletter: true, captcha: 'proof' },
  info: { propertyId: '12', title: 'mr', firstName: 'Jean', lastName: 'Dupont', email: 'jean@exemple.be', captcha: 'proof' },
  documents: { propertyId: 12, ...person, captcha: 'proof' },
  friend: {
    propertyId: 12,
    firstName: 'An',
    lastName: 'Claes',
    email: 'an.claes@example.be',
    friendFirstName: 'Piet',
    friendEmail: 'piet@example.be',
    language: 'nl',
    remark: 'Iets voor jullie?',
    captcha: 'proof',
  },
  demand: {
    goal: 'buy',
    propertyTypes: [1, 4],
    zones: [3, '9000'],
    minPrice: '250.000',
    maxPrice: '400.000',
    minBedrooms: 2,
    maxBedrooms: 4,
    bathrooms: 1,
    garages: 1,
    parking: false,
    terrace: true,
    garden: 'on',
    ...person,
    captcha: 'proof',
  },
  valuation: { ...address, propertyType: 1, goal: 'sell', ...person, timeSlots: ['afternoon'], captcha: 'proof' },
  offer: {
    propertyId: 12,
    amount: '315.000',
    amountInWords: 'driehonderdvijftienduizend euro',
    startDate: '2025-06-01',
    endDate: '2025-06-15',
    place: 'Gent',
    signingDate: '01/06/2025',
    conditions: 'Onder opschortende voorwaarde van het verkrijgen van een lening.',
    personA: buyer,
    personB: { ...buyer, title: 'mr', firstName: 'Tom', email: 'tom@example.be' },
    captcha: 'proof',
  },
  rental: {
    propertyId: 7,
    ...person,
    ...address,
    adults: 2,
    kids: [4, 7],
    pets: 'Een kat',
    moveDate: '2025-09-01',
    reason: 'Dichter bij het werk.',
    incomePerson1: '2.450',
    incomePerson2: 1800,
    cv: { name: 'cv-an-claes.pdf', size: 120_000, type: 'application/pdf' },
    captcha: 'proof',
  },
  newsletter: { email: 'an.claes@example.be', language: 'fr', firstName: 'An', captcha: 'proof' },
  testimonial: {
    name: 'An Claes',
    aboutYou: 'Verkocht haar woning in Gent',
    website: 'www.anclaes.be',
    image: { name: 'an.jpg', size: 200_000, type: 'image/jpeg' },
    comment: 'Vlot en eerlijk verkocht.',
    captcha: 'proof',
  },
  job: {
    ...person,
    position: 'Vastgoedmakelaar',
    motivation: 'Ik ken de regio goed.',
    cv: { name: 'cv.docx', size: 40_000, type: '' },
    captcha: 'proof',
  },
  'site-contact': { ...person, goal: 'rentOut', remark: 'Ik wil mijn appartement verhuren.', captcha: 'proof' },
  appointment: { propertyId: 12, slotId: '12-20260120T1700', ...person, remark: 'Ik kom met de fiets.', captcha: 'proof' },
  login: { username: 'an.claes@example.be', password: 'correct horse battery staple' },
  'password-reminder': { email: 'an.claes@example.be', captcha: 'proof' },
  'password-reset': { token: 'a1b2c3', password: 'nieuw wachtwoord', passwordConfirm: 'nieuw wachtwoord' },
};

describe('validateForm: every form kind accepts a complete submission', () => {
  it('covers every kind', () => {
    expect(Object.keys(VALID).sort()).toEqual([...FORM_KINDS].sort());
  });

  it.each(FORM_KINDS)('%s', (kind) => {
    const result = validateForm(kind, VALID[kind], { captcha: true });
    expect(result).toMatchObject({ ok: true });
  });

  it('gives the typed, trimmed value', () => {
    const result = validateForm('visit', { ...VALID.visit, propertyId: '12', firstName: '  An ', newsletter: 'on', street: '  ' });
    expect(result.ok && result.value).toEqual({
      ...VALID.visit,
      firstName: 'An',
      street: undefined,
      newsletter: true,
    } satisfies Record<string, unknown>);
    expect(result.ok && 'street' in result.value).toBe(false);
  });

  it('reads amounts, dates, lists and groups into their types', () => {
    const offer = validateForm('offer', VALID.offer);
    expect(offer.ok && offer.value.amount).toBe(315000);
    expect(offer.ok && offer.value.signingDate).toBe('2025-06-01');
    expect(offer.ok && offer.value.personB?.firstName).toBe('Tom');
    const demand = validateForm('demand', VALID.demand);
    expect(demand.ok && [demand.value.minPrice, demand.value.maxPrice, demand.value.garden, demand.value.parking]).toEqual([
      250000, 400000, true, false,
    ]);
    const rental = validateForm('rental', VALID.rental);
    expect(rental.ok && [rental.value.incomePerson1, rental.value.kids]).toEqual([2450, [4, 7]]);
  });

  it('never ticks the newsletter for the visitor', () => {
    const { newsletter, ...withoutOptIn } = VALID.visit;
    expect(newsletter).toBe(true);
    const result = validateForm('visit', withoutOptIn);
    expect(result.ok && result.value.newsletter).toBe(false);
  });

  it('leaves an untouched second buyer out', () => {
    const { personB: _left, ...withoutSecondBuyer } = VALID.offer as Record<string, unknown>;
    for (const offer of [withoutSecondBuyer, ...[undefined, null, {}, { firstName: ' ', lastName: '' }].map((personB) => ({ ...withoutSecondBuyer, personB }))]) {
      const result = validateForm('offer', offer);
      expect(result.ok, JSON.stringify(offer.personB)).toBe(true);
      expect(result.ok && 'personB' in result.value).toBe(false);
    }
  });
});

/** Spec §5: each required field has its own message. */
const REQUIRED: readonly [FormKind, string, string][] = [
  ['visit', 'firstName', 'validation.firstNameRequired'],
  ['visit', 'lastName', 'validation.lastNameRequired'],
  ['visit', 'email', 'validation.emailRequired'],
  ['visit', 'phone', 'validation.phoneRequired'],
  ['visit', 'propertyId', 'validation.propertyRequired'],
  ['contact', 'phone', 'validation.phoneRequired'],
  ['documents', 'phone', 'validation.phoneRequired'],
  ['friend', 'friendFirstName', 'validation.friendFirstNameRequired'],
  ['friend', 'friendEmail', 'validation.friendEmailInvalid'],
  ['friend', 'email', 'validation.emailRequired'],
  ['demand', 'goal', 'validation.goalRequired'],
  ['demand', 'propertyTypes', 'validation.propertyTypeRequired'],
  ['demand', 'zones', 'validation.zoneRequired'],
  ['valuation', 'street', 'validation.valuationAddressRequired'],
  ['valuation', 'houseNumber', 'validation.valuationAddressRequired'],
  ['valuation', 'zip', 'validation.zipRequired'],
  ['valuation', 'city', 'validation.cityRequired'],
  ['offer', 'amount', 'validation.amountRequired'],
  ['offer', 'amountInWords', 'validation.amountInWordsRequired'],
  ['offer', 'startDate', 'validation.startDateIncomplete'],
  ['offer', 'endDate', 'validation.endDateIncomplete'],
  ['offer', 'place', 'validation.placeRequired'],
  ['offer', 'signingDate', 'validation.signingDateRequired'],
  ['rental', 'street', 'validation.addressRequired'],
  ['rental', 'houseNumber', 'validation.addressRequired'],
  ['rental', 'zip', 'validation.zipRequired'],
  ['rental', 'city', 'validation.cityRequired'],
  ['rental', 'adults', 'validation.adultsRequired'],
  ['rental', 'incomePerson1', 'validation.incomeRequired'],
  ['newsletter', 'email', 'validation.emailRequired'],
  ['testimonial', 'name', 'validation.nameRequired'],
  ['testimonial', 'comment', 'validation.commentRequired'],
  ['site-contact', 'remark', 'validation.remarkRequired'],
  ['login', 'username', 'validation.usernameRequired'],
  ['login', 'password', 'validation.passwordRequired'],
  ['password-reminder', 'email', 'validation.emailRequired'],
  ['password-reset', 'token', 'validation.resetLinkInvalid'],
  ['password-reset', 'password', 'validation.passwordRequired'],
  ['password-reset', 'passwordConfirm', 'validation.passwordConfirmRequired'],
];

describe('validateForm: a missing required field gets its own message (spec §5)', () => {
  it.each(REQUIRED)('%s without %s → %s', (kind, field, message) => {
    for (const blank of [undefined, '', '   ', null]) {
      const result = validateForm(kind, { ...VALID[kind], [field]: blank });
      expect(result).toEqual({ ok: false, errors: { [field]: message } });
    }
  });

  it('reports every missing field at once, so the visitor sees all red fields', () => {
    const result = validateForm('visit', {}, { captcha: true });
    expect(result).toEqual({
      ok: false,
      errors: {
        propertyId: 'validation.propertyRequired',
        firstName: 'validation.firstNameRequired',
        lastName: 'validation.lastNameRequired',
        email: 'validation.emailRequired',
        phone: 'validation.phoneRequired',
        captcha: 'validation.captchaRequired',
      },
    });
  });

  it('reports the fields of a buyer by their path', () => {
    const result = validateForm('offer', { ...VALID.offer, personA: { ...buyer, firstName: '', zip: '' } });
    expect(result).toEqual({
      ok: false,
      errors: { 'personA.firstName': 'validation.firstNameRequired', 'personA.zip': 'validation.zipRequired' },
    });
    expect(validateForm('offer', { ...VALID.offer, personA: undefined })).toMatchObject({
      ok: false,
      errors: { 'personA.lastName': 'validation.lastNameRequired', 'personA.city': 'validation.cityRequired' },
    });
  });

  it('checks a half-filled second buyer like the first', () => {
    const result = validateForm('offer', { ...VALID.offer, personB: { firstName: 'Tom' } });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors['personB.lastName']).toBe('validation.lastNameRequired');
    expect(!result.ok && 'personB.firstName' in result.errors).toBe(false);
  });
});

/** The title: no form asks for one, every form takes one, or the neutral `none`. */
const PERSON_FORMS = FORM_KINDS.filter((kind) => 'title' in VALID[kind]);

describe('validateForm: the title is optional, with a neutral choice', () => {
  it('is on the person forms', () => {
    expect(PERSON_FORMS).toEqual(expect.arrayContaining(['visit', 'info', 'contact', 'documents', 'demand', 'valuation', 'job', 'rental', 'site-contact']));
  });

  it.each(PERSON_FORMS)('%s: left out, or given as mr, ms, miss or none', (kind) => {
    const { title: _left, ...withoutTitle } = VALID[kind];
    expect(validateForm(kind, withoutTitle).ok).toBe(true);
    for (const title of ['', 'mr', 'ms', 'miss', 'none']) expect(validateForm(kind, { ...withoutTitle, title }).ok, title).toBe(true);
    expect(validateForm(kind, { ...withoutTitle, title: 'dr' })).toMatchObject({ ok: false, errors: { title: expect.any(String) } });
  });

  it('is optional for both buyers of an offer', () => {
    const { title: _left, ...buyerWithoutTitle } = buyer;
    expect(validateForm('offer', { ...VALID.offer, personA: buyerWithoutTitle, personB: { ...buyerWithoutTitle, firstName: 'Tom' } }).ok).toBe(true);
  });

  it('answers with the spec\'s message where a form kind requires one', () => {
    // a kind of its own: schemas are kept by kind
    const spec = { kind: 'titled', fields: [title(true)], rules: [] } as unknown as FormSpec;
    expect(validateWith(spec, {})).toEqual({ ok: false, errors: { title: 'validation.titleRequired' } });
    expect(validateWith(spec, { title: 'none' })).toMatchObject({ ok: true });
  });
});

describe('validateForm: the phone number', () => {
  const asking = FORM_KINDS.filter((kind) => FORMS[kind].fields.some((field) => field.name === 'phone' && field.required));
  it('is asked by the forms an agency answers by phone, not by the demand register', () => {
    expect(asking).toEqual(expect.arrayContaining(['visit', 'contact', 'valuation']));
    expect(asking).not.toContain('demand');
  });

  it.each(asking)('%s asks for it (the agency calls back)', (kind) => {
    const { phone: _left, ...withoutPhone } = VALID[kind] as Record<string, unknown>;
    expect(validateForm(kind, withoutPhone)).toMatchObject({ ok: false, errors: { phone: 'validation.phoneRequired' } });
  });

  it('is the visitor\'s to give on the demand register: the alerts go by e-mail', () => {
    const { phone: _left, ...withoutPhone } = VALID.demand as Record<string, unknown>;
    expect(validateForm('demand', withoutPhone).ok).toBe(true);
    expect(validateForm('demand', VALID.demand).ok).toBe(true);
  });
});

describe('validateForm: values that are not right', () => {
  it.each([
    ['visit', { email: 'an.claes@' }, { email: 'validation.emailInvalid' }],
    ['visit', { phone: '12 34' }, { phone: 'validation.phoneInvalid' }],
    ['visit', { zip: '!' }, { zip: 'validation.zipInvalid' }],
    ['visit', { title: 'dr' }, { title: 'validation.invalid' }],
    ['visit', { timeSlots: ['night'] }, { timeSlots: 'validation.invalid' }],
    ['visit', { propertyId: 0 }, { propertyId: 'validation.propertyRequired' }],
    ['visit', { propertyId: 'abc' }, { propertyId: 'validation.propertyRequired' }],
    ['friend', { friendEmail: 'piet@' }, { friendEmail: 'validation.friendEmailInvalid' }],
    ['demand', { goal: 'sell' }, { goal: 'validation.goalRequired' }],
    ['demand', { propertyTypes: [8] }, { propertyTypes: 'validation.invalid' }],
    ['demand', { zones: ['Gent'] }, { zones: 'validation.invalid' }],
    ['demand', { minBedrooms: 21 }, { minBedrooms: 'validation.numberInvalid' }],
    ['demand', { minPrice: '-1' }, { minPrice: 'validation.numberInvalid' }],
    ['valuation', { propertyType: 9 }, { propertyType: 'validation.numberInvalid' }],
    ['valuation', { goal: 'buy' }, { goal: 'validation.invalid' }],
    ['offer', { amount: 0 }, { amount: 'validation.numberInvalid' }],
    ['offer', { startDate: '2025-06' }, { startDate: 'validation.startDateIncomplete' }],
    ['offer', { endDate: '15/06/' }, { endDate: 'validation.endDateIncomplete' }],
    ['offer', { startDate: '2025-02-30' }, { startDate: 'validation.dateInvalid' }],
    ['offer', { signingDate: '2025-06' }, { signingDate: 'validation.signingDateRequired' }],
    ['rental', { adults: 0 }, { adults: 'validation.numberInvalid' }],
    ['rental', { kids: [3, 40] }, { kids: 'validation.numberInvalid' }],
    ['rental', { moveDate: 'soon' }, { moveDate: 'validation.dateInvalid' }],
    ['rental', { cv: { name: 'cv.pdf', size: 5 * 1024 * 1024 + 1, type: 'application/pdf' } }, { cv: 'validation.fileTooLarge' }],
    // the rental application's CV is the job application's field: the same message names the formats
    ['rental', { cv: { name: 'cv.zip', size: 5, type: 'application/zip' } }, { cv: 'validation.cvType' }],
    ['testimonial', { website: 'javascript:alert(1)' }, { website: 'validation.websiteInvalid' }],
    ['testimonial', { image: { name: 'a.gif', size: 5, type: 'image/gif' } }, { image: 'validation.imageType' }],
    ['job', { cv: { name: 'cv.pdf', size: 0, type: 'application/pdf' } }, { cv: 'validation.fileEmpty' }],
    ['password-reset', { password: 'kort', passwordConfirm: 'kort' }, { password: 'validation.passwordTooShort' }],
  ] as const)('%s with %j → %j', (kind, change, errors) => {
    expect(validateForm(kind, { ...VALID[kind], ...change })).toEqual({ ok: false, errors });
  });

  it.each([
    ['firstName', 100],
    ['email', 254],
    ['phone', 30],
    ['street', 150],
    ['houseNumber', 20],
    ['city', 100],
    ['remark', 5000],
  ] as const)('%s: %i characters pass, one more is too long', (field, limit) => {
    const fits = field === 'email' ? `${'a'.repeat(64)}@${'b'.repeat(limit - 68)}.be` : field === 'phone' ? `0475${' '.repeat(limit - 10)}123456` : 'a'.repeat(limit);
    expect(fits.length).toBe(limit);
    const tooLong = field === 'email' ? `${'a'.repeat(64)}@${'b'.repeat(limit - 67)}.be` : field === 'phone' ? `0475${' '.repeat(limit - 9)}123456` : 'a'.repeat(limit + 1);
    expect(validateForm('visit', { ...VALID.visit, [field]: fits }).ok).toBe(true);
    expect(validateForm('visit', { ...VALID.visit, [field]: tooLong })).toEqual({ ok: false, errors: { [field]: 'validation.tooLong' } });
  });
});

describe('validateForm: wrong types are errors, never exceptions', () => {
  it.each([
    ['firstName', 42, true],
    ['firstName', { name: 'An' }, false],
    ['firstName', ['An'], false],
    ['email', true, false],
    ['timeSlots', 'morning', true],
    ['timeSlots', { morning: true }, false],
    ['newsletter', 'perhaps', false],
    ['propertyId', [12], false],
    ['remark', 12, true],
  ] as const)('visit.%s = %j is accepted: %s', (field, raw, accepted) => {
    const result = validateForm('visit', { ...VALID.visit, [field]: raw });
    expect(result.ok).toBe(accepted);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual([field]);
  });

  it.each([[null], [undefined], ['visit'], [42], [[1, 2]], [true]])('data %j is read as an empty form', (data) => {
    const result = validateForm('login', data);
    expect(result).toEqual({ ok: false, errors: { username: 'validation.usernameRequired', password: 'validation.passwordRequired' } });
  });

  it('answers an unknown form kind with a form-level error', () => {
    expect(validateForm('mortgage', {})).toEqual({ ok: false, errors: { [FORM_ERROR]: 'validation.invalid' } });
    expect(validateForm(undefined, {})).toEqual({ ok: false, errors: { [FORM_ERROR]: 'validation.invalid' } });
  });

  it('answers data that throws when read with a form-level error', () => {
    const hostile = new Proxy({}, { ownKeys: () => { throw new Error('no'); } });
    expect(validateForm('login', hostile)).toEqual({ ok: false, errors: { [FORM_ERROR]: 'validation.invalid' } });
  });

  it('names each field the form does not have', () => {
    const result = validateForm('login', { ...VALID.login, remember: true, isAdmin: 'yes' });
    expect(result).toEqual({ ok: false, errors: { remember: 'validation.unknownField', isAdmin: 'validation.unknownField' } });
    const nested = validateForm('offer', { ...VALID.offer, personA: { ...buyer, age: 40 } });
    expect(nested).toEqual({ ok: false, errors: { 'personA.age': 'validation.unknownField' } });
  });

  it('does not let a field of the object prototype through', () => {
    const result = validateForm('login', JSON.parse('{"username":"a","password":"b","__proto__":{"x":1}}'));
    expect(result).toEqual({ ok: false, errors: { __proto__: 'validation.unknownField' } });
  });
});

describe('validateForm: rules between fields', () => {
  it.each([
    ['2025-06-01', '2025-05-31', { endDate: 'validation.endDateInvalid' }],
    ['2025-06-01', '2025-06-01', undefined],
    ['2025-06-01', '2025-06-02', undefined],
    ['31/12/2025', '01/01/2026', undefined],
    ['01/01/2026', '31/12/2025', { endDate: 'validation.endDateInvalid' }],
  ] as const)('offer from %s to %s → %j', (startDate, endDate, errors) => {
    const result = validateForm('offer', { ...VALID.offer, startDate, endDate });
    expect(result).toEqual(errors ? { ok: false, errors } : expect.objectContaining({ ok: true }));
  });

  it.each([
    [{ minPrice: 400000, maxPrice: 399999.99 }, { maxPrice: 'validation.rangeInvalid' }],
    [{ minPrice: '400.000', maxPrice: '400.000' }, undefined],
    [{ minPrice: 400000, maxPrice: undefined }, undefined],
    [{ minPrice: undefined, maxPrice: 1 }, undefined],
    [{ minBedrooms: 3, maxBedrooms: 2 }, { maxBedrooms: 'validation.rangeInvalid' }],
    [{ minBedrooms: 3, maxBedrooms: 3 }, undefined],
    [{ minBedrooms: 0, maxBedrooms: 0 }, undefined],
    [{ minPrice: 'veel', maxPrice: 1 }, { minPrice: 'validation.numberInvalid' }],
    [{ minBedrooms: 5, maxBedrooms: 2, minPrice: 3, maxPrice: 2 }, { maxBedrooms: 'validation.rangeInvalid', maxPrice: 'validation.rangeInvalid' }],
  ] as const)('demand %j → %j', (change, errors) => {
    const result = validateForm('demand', { ...VALID.demand, ...change });
    expect(result).toEqual(errors ? { ok: false, errors } : expect.objectContaining({ ok: true }));
  });

  it.each([
    ['nieuw wachtwoord', 'nieuw wachtwoord', undefined],
    ['nieuw wachtwoord', 'nieuw wachtwoord ', { passwordConfirm: 'validation.passwordMismatch' }],
    ['nieuw wachtwoord', 'Nieuw wachtwoord', { passwordConfirm: 'validation.passwordMismatch' }],
    ['kort', 'anders', { password: 'validation.passwordTooShort' }],
    ['nieuw wachtwoord', '', { passwordConfirm: 'validation.passwordConfirmRequired' }],
  ] as const)('password %j confirmed as %j → %j', (password, passwordConfirm, errors) => {
    const result = validateForm('password-reset', { ...VALID['password-reset'], password, passwordConfirm });
    expect(result).toEqual(errors ? { ok: false, errors } : expect.objectContaining({ ok: true }));
  });

  it('checks a rule alongside the other fields\' messages', () => {
    const result = validateForm('offer', { ...VALID.offer, place: '', endDate: '2025-05-01' });
    expect(result).toEqual({ ok: false, errors: { place: 'validation.placeRequired', endDate: 'validation.endDateInvalid' } });
  });
});

describe('validateForm: the captcha', () => {
  const withCaptcha = FORM_KINDS.filter((kind) => 'captcha' in VALID[kind]);

  it('is on every public form, not on the owner\'s login and new password', () => {
    expect(FORM_KINDS.filter((kind) => !withCaptcha.includes(kind))).toEqual(['login', 'password-reset']);
  });

  it.each(withCaptcha)('%s: required when the page uses one, left to the server to judge', (kind) => {
    const { captcha, ...without } = VALID[kind];
    expect(captcha).toBe('proof');
    expect(validateForm(kind, without, { captcha: true })).toEqual({ ok: false, errors: { captcha: 'validation.captchaRequired' } });
    expect(validateForm(kind, { ...without, captcha: '  ' }, { captcha: true })).toEqual({
      ok: false,
      errors: { captcha: 'validation.captchaRequired' },
    });
    expect(validateForm(kind, without).ok).toBe(true);
    expect(validateForm(kind, without, { captcha: false }).ok).toBe(true);
    expect(validateForm(kind, { ...without, captcha: 'anything' }, { captcha: true }).ok).toBe(true);
  });

  it('is an unknown field where the form has none', () => {
    expect(validateForm('login', { ...VALID.login, captcha: 'proof' })).toEqual({
      ok: false,
      errors: { captcha: 'validation.unknownField' },
    });
  });
});

describe('validateForm: its messages', () => {
  it('answers only with message ids of the catalogue', () => {
    const answers = new Set<string>();
    for (const kind of FORM_KINDS) {
      for (const data of [{}, { x: 1 }, Object.fromEntries(Object.keys(VALID[kind]).map((key) => [key, { bad: true }]))]) {
        const result = validateForm(kind, data, { captcha: true });
        if (!result.ok) for (const message of Object.values(result.errors)) answers.add(message);
      }
    }
    expect(answers.size).toBeGreaterThan(10);
    for (const message of answers) expect(sourceMessages[message], message).toBeTypeOf('string');
  });
});

describe('validateForm: the property to value has a Belgian postal code (1000–9999); a visitor’s own may be foreign', () => {
  it.each([
    ['99', false],
    ['999', false],
    ['0999', false],
    ['1000', true],
    ['9000', true],
    ['9999', true],
    ['10000', false],
    ['B-9000', false],
    ['75008', false],
  ])('valuation with postal code %j: %s', (zip, valid) => {
    const result = validateForm('valuation', { ...VALID.valuation, zip }, { captcha: true });
    expect(result.ok).toBe(valid);
    if (!result.ok) expect(result.errors.zip).toBe('validation.zipInvalid');
  });

  it.each(['75008', 'L-1234', '1000'])('a visit request from postal code %j', (zip) => {
    expect(validateForm('visit', { ...VALID.visit, zip }, { captcha: true }).ok).toBe(true);
  });
});
