import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Visibility } from '@shared/visibility/schemas';
import { VisibilityBadge } from './visibility-badge';
import { VisibilityChoice } from './visibility-choice';

function Choice({
  initial = 'private',
  onChange = () => {},
}: {
  initial?: Visibility;
  onChange?: (v: Visibility) => void;
}) {
  const [value, setValue] = useState<Visibility>(initial);
  return (
    <VisibilityChoice
      legend="Who can see this kit"
      name="visibility"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
      canChange
      description="The change applies when you save the kit."
    />
  );
}

describe('VisibilityChoice', () => {
  it('is a group named by its legend: Private, Household, Public as radios, each described by its hint', () => {
    render(<Choice />);
    const group = screen.getByRole('group', { name: 'Who can see this kit' });
    expect(group).toHaveAccessibleDescription('The change applies when you save the kit.');
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['private', 'household', 'public']);
    expect(within(group).getByRole('radio', { name: 'Private' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Private' })).toHaveAccessibleDescription('Only you can see it.');
    expect(within(group).getByRole('radio', { name: 'Household' })).toHaveAccessibleDescription(
      'Everyone in your household can see it; owners and editors can change it.',
    );
    expect(within(group).getByRole('radio', { name: 'Public' })).toHaveAccessibleDescription(
      'Everyone can see it and make their own copy; only you can change it.',
    );
  });

  it('a click or the arrow keys change the choice', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Choice onChange={onChange} />);
    await user.click(screen.getByText('Household'));
    expect(screen.getByRole('radio', { name: 'Household' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Public' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Public' })).toHaveFocus();
    expect(onChange.mock.calls).toEqual([['household'], ['public']]);
  });

  it('shows an error, tied to the group', () => {
    render(
      <VisibilityChoice
        legend="Who can see this plan"
        name="visibility"
        value="private"
        onChange={() => {}}
        canChange
        error="Choose Private, Household or Public"
      />,
    );
    expect(screen.getByRole('group', { name: 'Who can see this plan' })).toHaveAccessibleDescription(
      'Choose Private, Household or Public',
    );
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveAttribute('aria-invalid', 'true');
  });

  it('for anyone but the creator: the current visibility in words, and who may change it; no radios', () => {
    render(
      <VisibilityChoice
        legend="Who can see this plan"
        name="visibility"
        value="household"
        onChange={() => {}}
        canChange={false}
      />,
    );
    const group = screen.getByRole('group', { name: 'Who can see this plan' });
    expect(group).toHaveTextContent('Shared with your household');
    expect(group).toHaveAccessibleDescription('Only its creator can change who sees it.');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});

describe('VisibilityBadge', () => {
  it('says the visibility in words, in capitals on cards, with a suffix where asked', () => {
    render(
      <>
        <VisibilityBadge visibility="household" caps />
        <VisibilityBadge visibility="public" />
        <VisibilityBadge visibility="private" label="Private Kit" />
      </>,
    );
    expect(screen.getByText('HOUSEHOLD')).toHaveAttribute('data-slot', 'badge');
    expect(screen.getByText('Public')).toHaveAttribute('data-visibility', 'public');
    expect(screen.getByText('Private Kit')).toHaveAttribute('data-visibility', 'private');
  });
});
