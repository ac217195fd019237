import { describe, expect, it } from 'vitest';
import { deepActiveElement, focusIfPossible, isTyping } from './focus.ts';

function element(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement;
}

describe('isTyping: a banner never takes focus from a field the visitor types in', () => {
  it.each([
    ['<input type="text">', true],
    ['<input type="search">', true],
    ['<input>', true],
    ['<textarea></textarea>', true],
    ['<select><option>a</option></select>', true],
    ['<div contenteditable="true"></div>', true],
    ['<input type="checkbox">', false],
    ['<input type="submit">', false],
    ['<button>Go</button>', false],
    ['<a href="#x">x</a>', false],
  ])('%s → %j', (html, expected) => {
    expect(isTyping(element(html))).toBe(expected);
  });

  it('nothing focused is not typing', () => {
    expect(isTyping(null)).toBe(false);
  });
});

describe('focus', () => {
  it('finds the focused element inside a shadow root', () => {
    const host = element('<div></div>');
    const button = document.createElement('button');
    host.attachShadow({ mode: 'open' }).append(button);
    button.focus();
    expect(deepActiveElement()).toBe(button);
  });

  it('moves focus only to an element still in the page', () => {
    const kept = element('<button>kept</button>');
    const removed = element('<button>removed</button>');
    removed.remove();
    expect(focusIfPossible(removed)).toBe(false);
    expect(focusIfPossible(null)).toBe(false);
    expect(focusIfPossible(kept)).toBe(true);
    expect(deepActiveElement()).toBe(kept);
  });
});
