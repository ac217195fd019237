/**
 * An element's props as a CMS editor writes them: kebab-case attributes of plain values.
 * A present boolean attribute is true (as for every HTML boolean attribute), a removed
 * attribute gives the default back, unusable numbers and JSON give the default; `json`
 * properties keep object identity, the others reflect to attributes.
 */
export type PropKind = 'string' | 'number' | 'boolean' | 'json';
type KindOf<T> = [T] extends [boolean] ? 'boolean' : [T] extends [number] ? 'number' : [T] extends [string] ? 'string' : 'json';

/**
 * What a string attribute holds, for those who check it before an element reads it (the
 * server's include endpoint): `id`, a record's id (a positive whole number). The element
 * itself reads the string as it is.
 */
export type PropFormat = 'id';

/** For each public prop: how its attribute is read, and the value an absent attribute gives. */
export type PropTypes<P> = { [K in keyof P]-?: { type: KindOf<NonNullable<P[K]>>; default?: P[K]; format?: PropFormat } };

export interface PropSpec {
  prop: string;
  type: PropKind;
  default?: unknown;
  format?: PropFormat;
}

/** `headingLevel` → `heading-level`. */
export const toAttribute = (prop: string): string => prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The value of an attribute (null: absent) for a prop of `kind`. */
export function readAttribute(kind: PropKind, value: string | null, fallback: unknown, where: string): unknown {
  if (value === null) return fallback;
  switch (kind) {
    case 'boolean':
      return true;
    case 'number': {
      const number = value.trim() === '' ? Number.NaN : Number(value);
      return Number.isFinite(number) ? number : fallback;
    }
    case 'json':
      try {
        return JSON.parse(value);
      } catch {
        console.warn(`${where}: not valid JSON, the default is used.`);
        return fallback;
      }
    default:
      return value;
  }
}

/** The attributes of an element, each with the prop it sets; `lang` is every element's. */
export function attributeSpecs(props: PropTypes<object>): Map<string, PropSpec> {
  const specs = new Map<string, PropSpec>();
  for (const [prop, spec] of Object.entries(props) as [string, Omit<PropSpec, 'prop'>][]) {
    specs.set(toAttribute(prop), { prop, ...spec });
  }
  specs.set('lang', { prop: 'lang', type: 'string' });
  return specs;
}

/**
 * The current props of one element: what its attributes say, and what scripts set as
 * properties. The element's root component subscribes to them.
 */
export class ElementProps {
  private values: Record<string, unknown> = {};
  private readonly listeners = new Set<() => void>();

  readonly get = (): Record<string, unknown> => this.values;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(prop: string, value: unknown): void {
    if (Object.is(this.values[prop], value)) return;
    this.values = { ...this.values, [prop]: value };
    for (const listener of this.listeners) listener();
  }
}

/** Defines each prop as a property of `prototype`: reflected to its attribute, or for `json` kept as is. */
export function defineProperties(prototype: object, specs: Map<string, PropSpec>, propsOf: (element: HTMLElement) => ElementProps): void {
  for (const [attribute, { prop, type }] of specs) {
    if (prop === 'lang') continue; // HTMLElement's own
    Object.defineProperty(prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return propsOf(this).get()[prop];
      },
      set(this: HTMLElement, value: unknown) {
        if (type === 'json') propsOf(this).set(prop, value);
        else if (type === 'boolean') this.toggleAttribute(attribute, Boolean(value));
        else if (value === null || value === undefined) this.removeAttribute(attribute);
        else this.setAttribute(attribute, String(value));
      },
    });
  }
}
