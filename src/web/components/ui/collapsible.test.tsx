import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from './collapsible';

describe('Collapsible', () => {
  it('shows and hides its content from a trigger that reports its state', async () => {
    const user = userEvent.setup();
    render(
      <Collapsible>
        <CollapsibleTrigger asChild>
          <Button variant="ghost">First Aid</Button>
        </CollapsibleTrigger>
        <CollapsibleContent>No items in this category yet</CollapsibleContent>
      </Collapsible>,
    );
    const trigger = screen.getByRole('button', { name: 'First Aid' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('No items in this category yet')).not.toBeInTheDocument();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('No items in this category yet')).toBeVisible();
    expect(trigger).toHaveAttribute('aria-controls', screen.getByText('No items in this category yet').id);

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with Enter and Space, and a controlled one follows its owner', async () => {
    const user = userEvent.setup();
    const asked: boolean[] = [];
    render(
      <Collapsible open={false} onOpenChange={(open) => asked.push(open)}>
        <CollapsibleTrigger>Water</CollapsibleTrigger>
        <CollapsibleContent>Two gallons</CollapsibleContent>
      </Collapsible>,
    );
    screen.getByRole('button', { name: 'Water' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(asked).toEqual([true, true]);
    expect(screen.queryByText('Two gallons')).not.toBeInTheDocument();
  });

  it('can start open', () => {
    render(
      <Collapsible defaultOpen>
        <CollapsibleTrigger>Tools</CollapsibleTrigger>
        <CollapsibleContent>Multi-tool</CollapsibleContent>
      </Collapsible>,
    );
    expect(screen.getByRole('button', { name: 'Tools' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Multi-tool')).toBeVisible();
  });
});
