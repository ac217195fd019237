/**
 * Spec §3 "Condition rule": whether a form field (or a block of a page) applies, given
 * the values filled in so far. A rule compares one field with a fixed value or with
 * another field; `advancedCondition` adds a nested group of rules, all of which (`all`)
 * or one of which (`any`) must hold, and holds together with the rule's own comparison.
 * Form values arrive as strings, so comparisons read numbers, booleans and dates out of
 * text; text compares trimmed and case-insensitively. An unknown logic, a broken rule
 * or a missing field never throws: the rule does not hold.
 */

export const CONDITION_LOGICS = [
  'equals',
  'notEquals',
  'greater',
  'greaterOrEqual',
  'less',
  'lessOrEqual',
  'contains',
  'notContains',
  'startsWith',
  'endsWith',
  'in',
  'notIn',
  'empty',
  'notEmpty',
] as const;
export type ConditionLogic = (typeof CONDITION_LOGICS)[number];

export interface ConditionRule {
  /** the field whose value is tested; a dotted path (`person.zip`) reaches nested values */
  field?: string | null;
  logic?: ConditionLogic | string | null;
  /** compare with this field's value instead of compareWithValue */
  compareWithField?: string | null;
  /** a value, or a list (or comma-separated text) for `in` / `notIn` */
  compareWithValue?: unknown;
  /** a nested group that must hold too; a rule with only this is the group itself */
  advancedCondition?: ConditionGroup | null;
}

export type ConditionGroup = { all: readonly ConditionNode[] } | { any: readonly ConditionNode[] };
export type ConditionNode = ConditionRule | ConditionGroup;
export type ConditionValues = Readonly<Record<string, unknown>>;

/** Other spellings of the logics that rule editors write (`=`, `gt`, `not_equals`, …). */
const ALIASES: Readonly<Record<string, ConditionLogic>> = {
  '=': 'equals',
  '==': 'equals',
  '===': 'equals',
  eq: 'equals',
  is: 'equals',
  '!=': 'notEquals',
  '!==': 'notEquals',
  '<>': 'notEquals',
  ne: 'notEquals',
  neq: 'notEquals',
  isnot: 'notEquals',
  '>': 'greater',
  gt: 'greater',
  greaterthan: 'greater',
  '>=': 'greaterOrEqual',
  gte: 'greaterOrEqual',
  ge: 'greaterOrEqual',
  greaterthanorequal: 'greaterOrEqual',
  '<': 'less',
  lt: 'less',
  lessthan: 'less',
  '<=': 'lessOrEqual',
  lte: 'lessOrEqual',
  le: 'lessOrEqual',
  lessthanorequal: 'lessOrEqual',
  includes: 'contains',
  isempty: 'empty',
  isnotempty: 'notEmpty',
  oneof: 'in',
  notoneof: 'notIn',
};

const CANONICAL: ReadonlyMap<string, ConditionLogic> = new Map(CONDITION_LOGICS.map((logic) => [logic.toLowerCase(), logic]));

/** A logic in any accepted spelling → its name, or undefined. */
export function toConditionLogic(logic: unknown): ConditionLogic | undefined {
  if (typeof logic !== 'string') return undefined;
  const key = logic.trim().toLowerCase().replace(/[\s_-]+/g, '');
  return CANONICAL.get(key) ?? (Object.hasOwn(ALIASES, key) ? ALIASES[key] : undefined);
}

/** Deeper nesting than this is a broken rule, not a real form. */
const MAX_DEPTH = 32;

export function evaluateCondition(rule: ConditionNode, values: ConditionValues): boolean {
  try {
    return evaluate(rule, values ?? {}, 0, new Set());
  } catch {
    // a getter on the values may throw; a rule never does
    return false;
  }
}

function evaluate(node: unknown, values: ConditionValues, depth: number, path: Set<object>): boolean {
  if (!node || typeof node !== 'object' || depth > MAX_DEPTH || path.has(node)) return false;
  path.add(node);
  try {
    if ('all' in node && Array.isArray(node.all)) return node.all.every((child) => evaluate(child, values, depth + 1, path));
    if ('any' in node && Array.isArray(node.any)) return node.any.some((child) => evaluate(child, values, depth + 1, path));
    const rule = node as ConditionRule;
    const advanced = rule.advancedCondition ? evaluate(rule.advancedCondition, values, depth + 1, path) : undefined;
    const hasComparison = typeof rule.field === 'string' && rule.field.trim() !== '' && rule.logic != null && rule.logic !== '';
    if (!hasComparison) return advanced ?? false;
    return compare(rule, values) && advanced !== false;
  } finally {
    path.delete(node);
  }
}

function compare(rule: ConditionRule, values: ConditionValues): boolean {
  const logic = toConditionLogic(rule.logic);
  if (!logic) return false;
  const left = valueAt(values, rule.field!.trim());
  const other = typeof rule.compareWithField === 'string' ? rule.compareWithField.trim() : '';
  const right = other !== '' ? valueAt(values, other) : rule.compareWithValue;
  switch (logic) {
    case 'equals':
      return equals(left, right);
    case 'notEquals':
      return !equals(left, right);
    case 'greater':
      return (order(left, right) ?? NaN) > 0;
    case 'greaterOrEqual':
      return (order(left, right) ?? NaN) >= 0;
    case 'less':
      return (order(left, right) ?? NaN) < 0;
    case 'lessOrEqual':
      return (order(left, right) ?? NaN) <= 0;
    case 'contains':
      return contains(left, right);
    case 'notContains':
      return !contains(left, right);
    case 'startsWith':
      return affix(left, right, (text, part) => text.startsWith(part));
    case 'endsWith':
      return affix(left, right, (text, part) => text.endsWith(part));
    case 'in':
      return isIn(left, right);
    case 'notIn':
      return !isIn(left, right);
    case 'empty':
      return isEmptyAnswer(left);
    case 'notEmpty':
      return !isEmptyAnswer(left);
  }
}

/** `values[field]`, or for a dotted path the nested own property; never the prototype. */
function valueAt(values: ConditionValues, field: string): unknown {
  if (Object.hasOwn(values, field)) return values[field];
  let current: unknown = values;
  for (const key of field.split('.')) {
    if (!current || typeof current !== 'object' || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** Nothing filled in: undefined, null, blank text, NaN, an empty list or object. 0 and false are answers. */
export function isEmptyAnswer(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Date) return Number.isNaN(value.getTime());
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/**
 * Two answers are the same: both empty; the same number (`"3"` and 3); the same yes/no
 * (`"true"`, `"on"`, 1 against true); the same text, trimmed and ignoring case. A list
 * equals a value it holds (a checkbox group "equals" one of its boxes), and another
 * list with the same members.
 */
function equals(left: unknown, right: unknown): boolean {
  if (isEmptyAnswer(left) || isEmptyAnswer(right)) return isEmptyAnswer(left) && isEmptyAnswer(right);
  if (Array.isArray(left)) {
    if (!Array.isArray(right)) return left.some((item) => equals(item, right));
    return left.length === right.length && left.every((item) => right.some((other) => equals(item, other)));
  }
  if (Array.isArray(right)) return false;
  if (typeof left === 'boolean' || typeof right === 'boolean') {
    const a = booleanOf(left);
    return a !== undefined && a === booleanOf(right);
  }
  const a = numberOf(left);
  const b = numberOf(right);
  if (a !== undefined && b !== undefined) return a === b;
  const dateA = dateOf(left);
  const dateB = dateOf(right);
  if (dateA !== undefined && dateB !== undefined) return dateA === dateB;
  const textA = textOf(left);
  return textA !== undefined && textA === textOf(right);
}

/** left − right as numbers or as dates; undefined when they are not comparable. */
function order(left: unknown, right: unknown): number | undefined {
  const a = numberOf(left);
  const b = numberOf(right);
  if (a !== undefined && b !== undefined) return a - b;
  const dateA = dateOf(left);
  const dateB = dateOf(right);
  return dateA !== undefined && dateB !== undefined ? dateA - dateB : undefined;
}

function contains(left: unknown, right: unknown): boolean {
  if (isEmptyAnswer(right)) return false;
  if (Array.isArray(left)) return left.some((item) => equals(item, right));
  const haystack = textOf(left);
  const needle = textOf(right);
  return haystack !== undefined && needle !== undefined && haystack.includes(needle);
}

/** Text tests with an empty part hold for nothing: "starts with nothing" is no rule. */
function affix(left: unknown, right: unknown, test: (text: string, part: string) => boolean): boolean {
  const text = textOf(left);
  const part = textOf(right);
  return text !== undefined && part !== undefined && part !== '' && test(text, part);
}

function isIn(left: unknown, right: unknown): boolean {
  const list = Array.isArray(right) ? right : typeof right === 'string' ? right.split(',') : [right];
  if (Array.isArray(left)) return left.some((item) => list.some((option) => equals(item, option)));
  return !isEmptyAnswer(left) && list.some((option) => equals(left, option));
}

function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !/^\s*[-+]?(\d+([.,]\d+)?|[.,]\d+)\s*$/.test(value)) return undefined;
  return Number(value.trim().replace(',', '.'));
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on', 'ja', 'oui']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off', 'nee', 'non', 'nein']);

function booleanOf(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== 'string') return undefined;
  const word = value.trim().toLowerCase();
  return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : undefined;
}

/** A Date, or an ISO date (`2024-03-31`, with or without a time) → epoch ms. */
function dateOf(value: unknown): number | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime();
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value.trim())) return undefined;
  const time = Date.parse(value.trim());
  return Number.isNaN(time) ? undefined : time;
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim().toLowerCase();
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value).toLowerCase();
  return undefined;
}
