import { render, screen } from '@testing-library/react';
import { Progress as RadixProgress } from 'radix-ui';
import { describe, expect, it } from 'vitest';
import { clampProgress, Progress } from './progress';

function indicator() {
  return document.querySelector<HTMLElement>('[data-slot="progress-indicator"]');
}

describe('Progress', () => {
  it('is a named progressbar with its value', () => {
    render(<Progress value={60} aria-label="Water Storage" />);
    const bar = screen.getByRole('progressbar', { name: 'Water Storage' });
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(indicator()?.style.transform).toBe('translateX(-40%)');
  });

  it.each([
    [150, '100', 'translateX(-0%)'],
    [-20, '0', 'translateX(-100%)'],
    [Number.NaN, '0', 'translateX(-100%)'],
  ])('clamps %s to the 0..100 range', (value, now, transform) => {
    render(<Progress value={value} aria-label="Food Supplies" />);
    expect(screen.getByRole('progressbar', { name: 'Food Supplies' })).toHaveAttribute('aria-valuenow', now);
    expect(indicator()?.style.transform).toBe(transform);
  });

  it('treats a missing value as indeterminate', () => {
    render(<Progress aria-label="Syncing" />);
    const bar = screen.getByRole('progressbar', { name: 'Syncing' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('data-state', 'indeterminate');
  });

  it('colours the bar by tone and accepts indicatorClassName', () => {
    render(<Progress value={15} tone="critical" indicatorClassName="rounded-none" aria-label="Power Backup" />);
    expect(indicator()).toHaveClass('bg-critical', 'rounded-none');
  });

  it('draws optimal and good as a green gradient', () => {
    render(<Progress value={85} tone="optimal" aria-label="Food" />);
    expect(indicator()).toHaveClass('bg-linear-to-r', 'from-good', 'to-optimal');
  });

  it('exports the clamp for other displays', () => {
    expect(clampProgress(101)).toBe(100);
    expect(clampProgress(-1)).toBe(0);
    expect(clampProgress(42.5)).toBe(42.5);
    expect(clampProgress(Infinity)).toBe(100);
    expect(clampProgress(12, 10)).toBe(10);
  });
});

describe('Progress, without Radix (issue 41)', () => {
  /** Every attribute but the ones the component adds itself (class, style, data-slot, data-tone). */
  const attributes = (el: Element) =>
    Object.fromEntries(
      [...el.attributes]
        .filter((a) => !['class', 'style', 'data-slot', 'data-tone'].includes(a.name))
        .map((a) => [a.name, a.value]),
    );

  it.each([
    [60, 100],
    [0, 100],
    [100, 100],
    [3, 7],
    [null, 100],
  ])('renders the markup Radix Progress rendered (value %s of %s)', (value, max) => {
    const ours = render(<Progress aria-label="Water" value={value} max={max} />).container;
    const radix = render(
      <RadixProgress.Root aria-label="Water" value={value} max={max}>
        <RadixProgress.Indicator />
      </RadixProgress.Root>,
    ).container;
    const [bar, radixBar] = [ours.firstElementChild!, radix.firstElementChild!];
    expect(attributes(bar)).toEqual(attributes(radixBar));
    expect(attributes(bar.firstElementChild!)).toEqual(attributes(radixBar.firstElementChild!));
  });
});
