import { expect } from 'chai';
import { createElement as h } from 'react';
import { until } from './testing/browser.ts';
import { type ElementContext } from './define/context.ts';
import { defineElement } from './define.ts';
import { defineTag, VERSION } from './define/guard.ts';
import { emit } from './define/events.ts';

interface ProbeProps {
  label?: string;
  count?: number;
  featured?: boolean;
  items?: string[];
}

declare module './define/events.ts' {
  interface AgencyEventMap {
    'agency-probe': { label: string };
  }
}

const renders: (ProbeProps & ElementContext)[] = [];
function Probe(props: ProbeProps & ElementContext) {
  renders.push(props);
  return h(
    'button',
    { type: 'button', onClick: () => emit(props.host, 'agency-probe', { label: props.label ?? '' }) },
    `${props.label}|${props.count}|${props.featured}|${(props.items ?? []).join(',')}`,
  );
}

const text = (element: Element) => element.shadowRoot?.querySelector('button')?.textContent;

/** Adds `<agency-probe …>` to the page, with the given markup attributes. */
function probe(attributes = ''): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = `<agency-probe ${attributes}></agency-probe>`;
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement;
}

// Set before the element is defined, as a page script racing the lazy chunk would.
const early = probe();
(early as HTMLElement & ProbeProps).items = ['set', 'early'];

defineElement<ProbeProps>({
  tag: 'agency-probe',
  component: Probe,
  props: {
    label: { type: 'string', default: 'none' },
    count: { type: 'number', default: 3 },
    featured: { type: 'boolean', default: false },
    items: { type: 'json', default: [] },
  },
  styles: [':host { outline: 1px solid red } button { color: rgb(1, 2, 3) }'],
});

describe('defineElement', () => {
  it('renders into an open shadow root with the defaults of absent attributes', async () => {
    const element = probe();
    expect(element.shadowRoot).to.not.equal(null);
    expect(await until(() => text(element))).to.equal('none|3|false|');
  });

  it('reads typed attributes: string, number, a bare boolean, json', async () => {
    const element = probe(`label="Huis" count="12" featured items='["a","b"]'`);
    expect(await until(() => text(element))).to.equal('Huis|12|true|a,b');
  });

  it('returns a prop to its default when its attribute is removed', async () => {
    const element = probe(`label="Huis" count="12" featured items='["a"]'`);
    await until(() => text(element) === 'Huis|12|true|a');
    for (const name of ['label', 'count', 'featured', 'items']) element.removeAttribute(name);
    expect(await until(() => text(element) === 'none|3|false|' && text(element))).to.equal('none|3|false|');
  });

  it('follows attribute changes and ignores unusable numbers and JSON, with a warning', async () => {
    const element = probe();
    element.setAttribute('count', '7');
    await until(() => text(element) === 'none|7|false|');
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (message: unknown) => warnings.push(message);
    try {
      element.setAttribute('count', 'many');
      element.setAttribute('items', '{not json');
    } finally {
      console.warn = warn;
    }
    expect(await until(() => text(element) === 'none|3|false|' && text(element))).to.equal('none|3|false|');
    expect(warnings).to.deep.equal(['<agency-probe items>: not valid JSON, the default is used.']);
  });

  it('keeps the identity of a json property and reflects the others to attributes', async () => {
    const element = probe() as HTMLElement & ProbeProps;
    const items = ['x'];
    element.items = items;
    element.featured = true;
    element.count = 9;
    await until(() => text(element) === 'none|9|true|x');
    expect(element.items).to.equal(items);
    expect(renders.at(-1)!.items).to.equal(items);
    expect(element.hasAttribute('featured')).to.equal(true);
    expect(element.getAttribute('count')).to.equal('9');
    element.featured = false;
    expect(element.hasAttribute('featured')).to.equal(false);
  });

  it('picks up properties set before the element was defined', async () => {
    expect(await until(() => text(early))).to.equal('none|3|false|set,early');
  });

  it('adopts the reserved boxes, the base and the component stylesheets into the shadow root', async () => {
    const element = probe();
    const button = await until(() => element.shadowRoot!.querySelector('button'));
    // the boxes elements hold while they load (for the elements it may show), the base sheet, its own
    expect(element.shadowRoot!.adoptedStyleSheets.length).to.equal(3);
    expect(getComputedStyle(button).color).to.equal('rgb(1, 2, 3)');
    expect(document.querySelector('style')).to.equal(null);
  });

  it('emits agency-* events that bubble out of the shadow root to the document', async () => {
    const element = probe('label="Villa"');
    const button = await until(() => element.shadowRoot!.querySelector('button'));
    const received = new Promise<CustomEvent>((resolve) => document.addEventListener('agency-probe', resolve, { once: true }));
    button.click();
    const event = await received;
    expect(event.detail).to.deep.equal({ label: 'Villa' });
    expect(event.composed).to.equal(true);
    expect(event.target).to.equal(element);
  });

  it('keeps its rendered state when moved in the page', async () => {
    const element = probe('label="Moved"');
    const button = await until(() => element.shadowRoot!.querySelector('button'));
    document.body.prepend(element);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(element.shadowRoot!.querySelector('button')).to.equal(button);
  });

  it('does not throw when a tag is defined twice, and warns once when versions differ', () => {
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      class Other extends HTMLElement {
        static version = '0.0.0-other';
      }
      customElements.define('agency-other-copy', Other);
      expect(defineTag('agency-probe', class extends HTMLElement {})).to.equal(false);
      expect(warnings.length).to.equal(0); // same version: silent
      expect(defineTag('agency-other-copy', class extends HTMLElement {})).to.equal(false);
      expect(defineTag('agency-other-copy', class extends HTMLElement {})).to.equal(false);
      expect(warnings.length).to.equal(1);
      expect(String(warnings[0]![0])).to.contain(VERSION).and.contain('0.0.0-other');
    } finally {
      console.warn = warn;
    }
  });
});
