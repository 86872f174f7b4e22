import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RevealInTurn } from '@web/components/reveal-in-turn';
import { afterNextFrame, useRevealInTurn } from './use-reveal-in-turn';

afterEach(() => {
  vi.restoreAllMocks();
});

const renders: string[] = [];
function Part({ name }: { name: string }) {
  renders.push(name);
  return <p>{name}</p>;
}
const parts = (names: string[]) => names.map((name) => <Part key={name} name={name} />);
const shownNow = () => screen.queryAllByRole('paragraph').map((p) => p.textContent);

describe('afterNextFrame', () => {
  it('runs after a frame, in a task of its own, and not once cancelled', async () => {
    const order: string[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    afterNextFrame(() => order.push('ran'));
    const cancel = afterNextFrame(() => order.push('cancelled one ran'));
    cancel();
    // Not in this task, nor in its microtasks.
    await Promise.resolve();
    expect(order).toEqual([]);
    expect(frame).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(order).toEqual(['ran']));
    // A timer queued now runs after it; the cancelled one never does.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual(['ran']);
  });
});

describe('RevealInTurn (useRevealInTurn)', () => {
  it('renders the first parts at once, then one more a turn, in order, until all are there', async () => {
    renders.length = 0;
    const seen: string[][] = [];
    const record = () => seen.push(shownNow() as string[]);
    const observer = new MutationObserver(record);
    observer.observe(document.body, { childList: true, subtree: true });
    render(<RevealInTurn first={2}>{parts(['a', 'b', 'c', 'd', 'e'])}</RevealInTurn>);
    // Synchronously after the first render: the first two only.
    expect(shownNow()).toEqual(['a', 'b']);
    await waitFor(() => expect(shownNow()).toEqual(['a', 'b', 'c', 'd', 'e']));
    observer.disconnect();
    // One part a turn: every count from 2 to 5 was on the page, never two new parts at once.
    expect([...new Set(seen.map((s) => s.length))]).toEqual([2, 3, 4, 5]);
    // Each part rendered once: a turn does not render the parts already shown again.
    expect(renders).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('renders everything at once in a hidden page (no frames come)', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    render(<RevealInTurn first={1}>{parts(['a', 'b', 'c'])}</RevealInTurn>);
    expect(shownNow()).toEqual(['a', 'b', 'c']);
    expect(frame).not.toHaveBeenCalled();
  });

  it('never counts past the parts there are, and stops when unmounted', async () => {
    let counts: number[] = [];
    function Counter({ count, first }: { count: number; first: number }) {
      counts.push(useRevealInTurn(count, first));
      return null;
    }
    render(<Counter count={2} first={5} />);
    expect(counts).toEqual([2]);

    counts = [];
    const { unmount } = render(<Counter count={3} first={1} />);
    expect(counts).toEqual([1]);
    unmount();
    // A turn already asked for does not run into the unmounted component.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(counts).toEqual([1]);
  });
});
