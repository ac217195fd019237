import { describe, expect, it } from 'vitest';
import { deepActiveElement, focusIfPossible } from './focus.ts';

function element(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement;
}

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
