import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, badgeVariants } from './badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';
import { Panel } from './panel';
import { Skeleton } from './skeleton';

describe('Badge', () => {
  it.each(['default', 'secondary', 'outline', 'destructive', 'optimal', 'good', 'low', 'critical'] as const)(
    'renders the %s variant',
    (variant) => {
      render(<Badge variant={variant}>{variant}</Badge>);
      const badge = screen.getByText(variant);
      expect(badge).toHaveAttribute('data-variant', variant);
      for (const cls of badgeVariants({ variant }).split(' ')) expect(badge).toHaveClass(cls);
    },
  );

  it('colours the resource statuses by their own token', () => {
    render(
      <>
        <Badge variant="optimal">OPTIMAL</Badge>
        <Badge variant="low">LOW</Badge>
        <Badge variant="critical">CRITICAL</Badge>
      </>,
    );
    expect(screen.getByText('OPTIMAL')).toHaveClass('text-optimal');
    expect(screen.getByText('LOW')).toHaveClass('text-low');
    expect(screen.getByText('CRITICAL')).toHaveClass('text-critical');
  });
});

describe('Card', () => {
  it('renders a heading title and description', () => {
    render(
      <Card>
        <CardHeader>
          <CardTitle>Operative Profile</CardTitle>
          <CardDescription>Your field identity.</CardDescription>
        </CardHeader>
        <CardContent>Body</CardContent>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Operative Profile' })).toBeInTheDocument();
    expect(screen.getByText('Your field identity.')).toBeInTheDocument();
  });

  it('lets the title use another heading level', () => {
    render(
      <CardTitle asChild>
        <h2>Quick Actions</h2>
      </CardTitle>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Quick Actions' })).toBeInTheDocument();
  });
});

describe('Panel', () => {
  it('is a region named by its monospace title', () => {
    render(
      <Panel title="MISSION STATUS" statusLabel="Systems online">
        <p>All units reporting.</p>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'MISSION STATUS' });
    expect(region).toHaveClass('hud-panel');
    const heading = screen.getByRole('heading', { level: 2, name: 'MISSION STATUS' });
    expect(heading).toHaveClass('font-tactical');
    expect(region).toHaveTextContent('Systems online');
    expect(region).toHaveTextContent('All units reporting.');
  });

  it('supports another heading level, status and actions', () => {
    render(
      <Panel title="RESOURCE OVERVIEW" headingLevel={3} status="alert" actions={<button type="button">Refresh</button>}>
        x
      </Panel>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'RESOURCE OVERVIEW' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(document.querySelector('[data-slot="status-light"]')).toHaveAttribute('data-status', 'alert');
  });

  it('renders without a title as a plain framed section', () => {
    render(<Panel data-testid="p">content</Panel>);
    expect(screen.getByTestId('p')).not.toHaveAttribute('aria-labelledby');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    render(<Skeleton data-testid="s" className="h-4 w-20" />);
    expect(screen.getByTestId('s')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('s')).toHaveClass('animate-pulse', 'h-4', 'w-20');
  });
});
