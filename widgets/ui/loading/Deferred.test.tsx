import { act, configure as configureTesting, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInLanguage } from '../../testing/render.tsx';
import { Deferred, lazyPart } from './Deferred.tsx';
import { type FakeViewport, fakeViewport } from '../../testing/fake-viewport.ts';

// parts that load as the visitor scrolls are compiled on their first import here, which can take a while on a busy machine
configureTesting({ asyncUtilTimeout: 5000 });

let viewport: FakeViewport;
beforeEach(() => {
  viewport = fakeViewport();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
const Nothing = () => null;

function placeholder() {
  return <div className="placeholder" data-testid="placeholder" />;
}

describe('Deferred', () => {
  it('shows the placeholder until the visitor comes near, then the part with its props', async () => {
    const load = vi.fn(async () => Greeting);
    const part = lazyPart(load);
    renderInLanguage(
      <Deferred part={part} props={{ name: 'Els' }}>
        {placeholder()}
      </Deferred>,
    );
    await waitFor(() => expect(viewport.waiting).toBe(1));
    expect(screen.getByTestId('placeholder')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();

    act(() => viewport.scrollNearAll());
    expect(await screen.findByText('Hello Els')).toBeTruthy();
    expect(screen.queryByTestId('placeholder')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a part whose code is in at once on a later page, without asking for it again', async () => {
    const load = vi.fn(async () => Greeting);
    const part = lazyPart(load);
    const first = renderInLanguage(
      <Deferred part={part} props={{ name: 'Els' }}>
        {placeholder()}
      </Deferred>,
    );
    act(() => viewport.scrollNearAll());
    await screen.findByText('Hello Els');
    first.unmount();

    viewport = fakeViewport();
    renderInLanguage(
      <Deferred part={part} props={{ name: 'Claire' }}>
        {placeholder()}
      </Deferred>,
    );
    expect(screen.getByText('Hello Claire')).toBeTruthy();
    expect(screen.queryByTestId('placeholder')).toBeNull();
    expect(viewport.waiting).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the placeholder when the code cannot be fetched, and asks again the next time the part is needed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(Greeting);
    const part = lazyPart<{ name: string }>(load);
    const first = renderInLanguage(
      <Deferred part={part} props={{ name: 'Els' }}>
        {placeholder()}
      </Deferred>,
    );
    act(() => viewport.scrollNearAll());
    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('placeholder')).toBeTruthy();
    first.unmount();

    renderInLanguage(
      <Deferred part={part} props={{ name: 'Els' }}>
        {placeholder()}
      </Deferred>,
    );
    expect(await screen.findByText('Hello Els')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the part at once in a browser that cannot tell where the viewport is', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderInLanguage(
      <Deferred part={lazyPart(async () => Greeting)} props={{ name: 'An' }}>
        {placeholder()}
      </Deferred>,
    );
    expect(await screen.findByText('Hello An')).toBeTruthy();
  });

  it('leaves its place empty when the part has nothing to show', async () => {
    const part = lazyPart(async () => Nothing);
    const { container } = renderInLanguage(
      <Deferred part={part} props={{}}>
        {placeholder()}
      </Deferred>,
    );
    act(() => viewport.scrollNearAll());
    await waitFor(() => expect(screen.queryByTestId('placeholder')).toBeNull());
    expect(container.querySelector('.deferred')?.childNodes.length).toBe(0);
  });
});
