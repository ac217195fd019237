import { describe, expect, it } from 'vitest';
import { CONDITION_LOGICS, type ConditionNode, evaluateCondition, toConditionLogic } from './condition.ts';

const values = {
  goal: 'buy',
  price: '250000',
  maxPrice: 300000,
  minPrice: '300000',
  bedrooms: 3,
  newsletter: true,
  agree: 'on',
  remark: '  ',
  city: 'Sint-Martens-Latem',
  types: ['1', '3'],
  start: '2024-03-01',
  end: '2024-03-31',
  person: { zip: '9830' },
  zero: 0,
  none: null,
};

const rule = (field: string, logic: string, compareWithValue?: unknown, compareWithField?: string) => ({
  field,
  logic,
  compareWithValue,
  compareWithField: compareWithField ?? null,
});

describe('evaluateCondition: one comparison', () => {
  it.each([
    // equals / notEquals: numbers from text, yes/no words, text ignoring case and spaces
    ['goal', 'equals', 'buy', true],
    ['goal', 'equals', ' BUY ', true],
    ['goal', 'equals', 'rent', false],
    ['goal', 'notEquals', 'rent', true],
    ['price', 'equals', 250000, true],
    ['price', 'equals', '250000.0', true],
    ['bedrooms', 'equals', '3', true],
    ['newsletter', 'equals', 'true', true],
    ['newsletter', 'equals', 'no', false],
    ['agree', 'equals', true, true],
    ['zero', 'equals', false, true],
    ['zero', 'equals', '', false],
    ['remark', 'equals', '', true],
    ['none', 'equals', null, true],
    ['missing', 'equals', 'x', false],
    ['missing', 'notEquals', 'x', true],
    ['types', 'equals', 3, true],
    ['types', 'equals', ['3', '1'], true],
    ['types', 'equals', ['1'], false],
    // order: numbers, then ISO dates; anything else is not comparable
    ['price', 'greater', 249999, true],
    ['price', 'greater', 250000, false],
    ['price', 'greaterOrEqual', 250000, true],
    ['price', 'less', 250001, true],
    ['price', 'less', 250000, false],
    ['price', 'lessOrEqual', '250000', true],
    ['bedrooms', 'greater', '2,5', true],
    ['start', 'less', '2024-03-02', true],
    ['start', 'greater', '2024-03-02', false],
    ['goal', 'greater', 'a', false],
    ['goal', 'less', 'z', false],
    ['missing', 'less', 5, false],
    // text and lists
    ['city', 'contains', 'martens', true],
    ['city', 'contains', 'gent', false],
    ['city', 'contains', '', false],
    ['city', 'notContains', 'gent', true],
    ['types', 'contains', 3, true],
    ['types', 'contains', '2', false],
    ['city', 'startsWith', 'sint', true],
    ['city', 'startsWith', '', false],
    ['city', 'endsWith', 'LATEM', true],
    ['city', 'endsWith', 'gent', false],
    ['goal', 'in', ['buy', 'rent'], true],
    ['goal', 'in', 'buy, rent', true],
    ['goal', 'in', ['sell'], false],
    ['goal', 'notIn', ['sell'], true],
    ['types', 'in', [2, 3], true],
    ['missing', 'in', ['', 'x'], false],
    // emptiness: 0 and false are answers
    ['remark', 'empty', undefined, true],
    ['none', 'empty', undefined, true],
    ['missing', 'empty', undefined, true],
    ['zero', 'empty', undefined, false],
    ['newsletter', 'notEmpty', undefined, true],
    ['remark', 'notEmpty', undefined, false],
    // dotted paths reach nested values
    ['person.zip', 'equals', 9830, true],
    ['person.city', 'empty', undefined, true],
  ])('%s %s %j → %j', (field, logic, compareWithValue, expected) => {
    expect(evaluateCondition(rule(field, logic, compareWithValue), values)).toBe(expected);
  });

  it('compareWithField compares with another field, ahead of compareWithValue', () => {
    expect(evaluateCondition(rule('price', 'less', 1, 'maxPrice'), values)).toBe(true);
    expect(evaluateCondition(rule('minPrice', 'equals', 1, 'maxPrice'), values)).toBe(true);
    expect(evaluateCondition(rule('end', 'greater', undefined, 'start'), values)).toBe(true);
    expect(evaluateCondition(rule('price', 'equals', 250000, 'missing'), values)).toBe(false);
    expect(evaluateCondition(rule('price', 'equals', 250000, '  '), values)).toBe(true);
  });

  it.each([
    ['=', 'buy', true],
    ['==', 'buy', true],
    ['EQ', 'buy', true],
    ['not_equals', 'buy', false],
    ['!=', 'buy', false],
    ['Not Equals', 'rent', true],
  ])('reads the logic %j', (logic, value, expected) => {
    expect(evaluateCondition(rule('goal', logic, value), values)).toBe(expected);
  });

  it.each([
    ['>', 'greater'],
    ['gte', 'greaterOrEqual'],
    ['lessThan', 'less'],
    ['<=', 'lessOrEqual'],
    ['IS_EMPTY', 'empty'],
    ['isNotEmpty', 'notEmpty'],
    ['not-in', 'notIn'],
    ['constructor', undefined],
    ['matches', undefined],
  ])('toConditionLogic(%j) → %j', (logic, expected) => {
    expect(toConditionLogic(logic)).toBe(expected);
  });

  it('every logic name reads as itself', () => {
    for (const logic of CONDITION_LOGICS) expect(toConditionLogic(logic)).toBe(logic);
  });

  it.each([['regex'], [''], [null], [42], ['toString'], ['__proto__']])('unknown logic %j → false', (logic) => {
    expect(evaluateCondition({ field: 'goal', logic: logic as string, compareWithValue: 'buy' }, values)).toBe(false);
  });

  it('does not read the prototype of the values', () => {
    expect(evaluateCondition(rule('toString', 'notEmpty'), values)).toBe(false);
    expect(evaluateCondition(rule('person.constructor', 'notEmpty'), values)).toBe(false);
  });
});

describe('evaluateCondition: advancedCondition groups', () => {
  const buyer = rule('goal', 'equals', 'buy');
  const big = rule('bedrooms', 'greaterOrEqual', 3);
  const cheap = rule('price', 'less', 100000);

  it.each<[string, ConditionNode, boolean]>([
    ['all true', { all: [buyer, big] }, true],
    ['all with one false', { all: [buyer, cheap] }, false],
    ['any with one true', { any: [cheap, big] }, true],
    ['any all false', { any: [cheap, rule('goal', 'equals', 'rent')] }, false],
    ['empty all', { all: [] }, true],
    ['empty any', { any: [] }, false],
    ['nested', { all: [buyer, { any: [cheap, { all: [big] }] }] }, true],
  ])('%s → %j', (_, group, expected) => {
    expect(evaluateCondition({ advancedCondition: group as never }, values)).toBe(expected);
    expect(evaluateCondition(group, values)).toBe(expected);
  });

  it('holds together with the rule’s own comparison', () => {
    expect(evaluateCondition({ ...buyer, advancedCondition: { all: [big] } }, values)).toBe(true);
    expect(evaluateCondition({ ...buyer, advancedCondition: { all: [cheap] } }, values)).toBe(false);
    expect(evaluateCondition({ ...cheap, advancedCondition: { all: [big] } }, values)).toBe(false);
  });

  it('a rule nested in a rule’s advancedCondition counts too', () => {
    expect(evaluateCondition({ advancedCondition: { any: [{ ...cheap }, { ...big, advancedCondition: { all: [buyer] } }] } }, values)).toBe(true);
  });
});

describe('evaluateCondition never throws', () => {
  it('on broken rules', () => {
    expect(evaluateCondition(null as never, values)).toBe(false);
    expect(evaluateCondition('goal = buy' as never, values)).toBe(false);
    expect(evaluateCondition({}, values)).toBe(false);
    expect(evaluateCondition({ field: 'goal' }, values)).toBe(false);
    expect(evaluateCondition({ logic: 'equals', compareWithValue: 'buy' }, values)).toBe(false);
    expect(evaluateCondition({ all: 'x' } as never, values)).toBe(false);
    expect(evaluateCondition(rule('goal', 'equals', 'buy'), null as never)).toBe(false);
  });

  it('on a group that contains itself', () => {
    const group: { any: ConditionNode[] } = { any: [] };
    group.any.push(group, rule('goal', 'equals', 'rent'));
    expect(evaluateCondition(group, values)).toBe(false);
    const rule2: { field: string; logic: string; advancedCondition?: unknown } = { field: 'goal', logic: 'equals' };
    rule2.advancedCondition = { all: [rule2] };
    expect(evaluateCondition(rule2 as never, values)).toBe(false);
  });

  it('on nesting deeper than any real form', () => {
    let node: ConditionNode = rule('goal', 'equals', 'buy');
    for (let i = 0; i < 10_000; i++) node = { all: [node] };
    expect(evaluateCondition(node, values)).toBe(false);
  });

  it('on values whose getters throw', () => {
    const hostile = Object.defineProperty({}, 'goal', {
      enumerable: true,
      get() {
        throw new Error('no');
      },
    });
    expect(evaluateCondition(rule('goal', 'equals', 'buy'), hostile)).toBe(false);
  });
});
