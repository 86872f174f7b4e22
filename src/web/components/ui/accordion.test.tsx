import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

const sections = [
  { id: 'water-filtration', title: 'Water Filtration', body: 'Carry two methods.' },
  { id: 'fire-starting', title: 'Fire Starting', body: 'Keep tinder dry.' },
  { id: 'navigation', title: 'Navigation', body: 'Map and compass.' },
];

describe('Accordion', () => {
  it('keeps several sections open at once with type="multiple"', async () => {
    const user = userEvent.setup();
    render(
      <Accordion type="multiple">
        {sections.map((s) => (
          <AccordionItem key={s.id} value={s.id} id={s.id}>
            <AccordionTrigger>{s.title}</AccordionTrigger>
            <AccordionContent>{s.body}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>,
    );
    const water = screen.getByRole('button', { name: 'Water Filtration' });
    const fire = screen.getByRole('button', { name: 'Fire Starting' });
    expect(water).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Carry two methods.')).not.toBeInTheDocument();

    await user.click(water);
    await user.click(fire);

    expect(water).toHaveAttribute('aria-expanded', 'true');
    expect(fire).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Water Filtration' })).toHaveTextContent('Carry two methods.');
    expect(screen.getByRole('region', { name: 'Fire Starting' })).toHaveTextContent('Keep tinder dry.');
    expect(screen.getByRole('button', { name: 'Navigation' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('water-filtration')).toHaveAttribute('data-state', 'open');

    await user.click(water);
    expect(water).toHaveAttribute('aria-expanded', 'false');
    expect(fire).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens one at a time with type="single"', async () => {
    const user = userEvent.setup();
    render(
      <Accordion type="single" collapsible>
        {sections.map((s) => (
          <AccordionItem key={s.id} value={s.id}>
            <AccordionTrigger>{s.title}</AccordionTrigger>
            <AccordionContent>{s.body}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>,
    );
    await user.click(screen.getByRole('button', { name: 'Water Filtration' }));
    await user.click(screen.getByRole('button', { name: 'Navigation' }));
    expect(screen.getByRole('button', { name: 'Water Filtration' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Navigation' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('toggles from the keyboard', async () => {
    const user = userEvent.setup();
    render(
      <Accordion type="multiple">
        <AccordionItem value="a">
          <AccordionTrigger>Shelter</AccordionTrigger>
          <AccordionContent>Tarp and cord.</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Tarp and cord.')).toBeVisible();
  });
});
