/**
 * /household/join/:token opened signed out (issue 35, item 6; decision 0261): the page says who
 * invited the visitor as what, never shows the token, and leads through sign-up (the invited
 * address filled in, the token sent along) or sign-in back to itself; with mail off on the server
 * (item 9) the sign-up says so and goes straight to sign-in.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOUSEHOLD_MESSAGES } from '@shared/households/schemas';
import { takeAuthReturnPath } from '@web/lib/auth/auth-return';
import { apiError, makeProfile, mockApi, signedIn, signedOut, type MockHandler } from '@web/test/mock-api';
import { field, renderApp, visibleToast } from '@web/test/render';

const slow = { timeout: 15_000 };
const TOKEN = 'tok_123-abc';
const PATH = `/household/join/${TOKEN}`;
const INVITED = 'lee@example.com';
const lookup = { inviter: 'Ana Owner', role: 'editor', email: INVITED };
const preview = { ...lookup, emailMatches: true, alreadyMember: false, needsChoice: false };

beforeAll(async () => {
  // Warm the lazy chunks (the page and the dialogs) so they appear at once.
  await Promise.all([
    import('@web/features/household/household-join-page'),
    import('@web/features/auth/components/sign-up-dialog'),
    import('@web/features/auth/components/sign-in-dialog'),
    import('@web/features/auth/complete-profile-page'),
  ]);
});
beforeEach(() => {
  takeAuthReturnPath();
});

function visit(mailEnabled: boolean, routes: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/account/session': { body: signedOut },
    'GET /api/config': { body: { googleEnabled: false, affiliateTag: null, mailEnabled } },
    'POST /api/household/invitations/lookup': { body: lookup },
    ...routes,
  });
  return { ...renderApp(PATH), ...api };
}

async function fillSignUp(dialog: HTMLElement, user: ReturnType<typeof renderApp>['user']) {
  for (const [label, value] of [
    ['First Name', 'Lee'],
    ['Username', 'lee_joins'],
    ['Date of Birth', '1990-02-03'],
    ['Password', 'Str0ng!pass'],
    ['Confirm Password', 'Str0ng!pass'],
  ] as const)
    await user.type(field(label, dialog), value);
}

describe('an invitation opened signed out', () => {
  it('says who invited whom as what, without the token; "Join the squad" fills in the invited address and sends the token with the sign-up', async () => {
    const { user, router, callsTo } = visit(true, { 'POST /api/account/sign-up': { status: 201, body: { ok: true } } });
    expect(await screen.findByText('Ana Owner invited you to their household as an editor.', {}, slow)).toBeVisible();
    expect(screen.getByText(/^It was sent to/)).toHaveTextContent(`It was sent to ${INVITED}.`);
    expect(document.body.textContent).not.toContain(TOKEN);
    // The token goes in the request body; the signed-in preview is never asked for.
    expect(callsTo('POST /api/household/invitations/lookup').map((c) => c.body)).toEqual([{ token: TOKEN }]);
    expect(callsTo('POST /api/household/invitations/preview')).toHaveLength(0);
    expect(router.state.location.pathname).toBe(PATH);

    await user.click(screen.getByRole('button', { name: 'Join the squad' }));
    const dialog = await screen.findByRole('dialog', { name: 'JOIN THE SQUAD' }, slow);
    expect(field('Email', dialog)).toHaveValue(INVITED);
    expect(
      within(dialog).getByText('Create your operative account. We will email you a link to confirm it.'),
    ).toBeVisible();
    await fillSignUp(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'DEPLOY TO SQUAD' }));

    await waitFor(() => expect(visibleToast()).toHaveTextContent('Check your email'));
    expect(visibleToast()).toHaveTextContent(
      "We've sent you a verification link. Please check your email to complete your signup.",
    );
    expect(callsTo('POST /api/account/sign-up')[0]?.body).toMatchObject({ email: INVITED, invitation: TOKEN });
    // Opened in this tab, the emailed link comes back here after the profile; the address never
    // goes in the address bar.
    expect(takeAuthReturnPath()).toBe(PATH);
    expect(router.state.location.pathname + router.state.location.search).toBe(PATH);
  });

  it('mail off: the sign-up says so and opens sign-in with the address; signed in, the profile comes first, then the join page', async () => {
    let session = signedOut;
    const { user, router, callsTo } = visit(false, {
      'GET /api/account/session': () => ({ body: session }),
      'POST /api/account/sign-up': { status: 201, body: { ok: true } },
      'POST /api/account/sign-in': () => {
        session = signedIn({ email: INVITED, emailVerified: false }, null);
        return { body: session };
      },
      'POST /api/profile': () => {
        session = signedIn({ email: INVITED, emailVerified: false });
        return { status: 201, body: makeProfile() };
      },
      'POST /api/household/invitations/preview': { body: preview },
    });
    await user.click(await screen.findByRole('button', { name: 'Join the squad' }, slow));
    const signUp = await screen.findByRole('dialog', { name: 'JOIN THE SQUAD' }, slow);
    expect(
      await within(signUp).findByText(
        'Create your operative account. Mail is off on this server, so no confirmation email is sent: you sign in right away.',
      ),
    ).toBeVisible();
    await fillSignUp(signUp, user);
    await user.click(within(signUp).getByRole('button', { name: 'DEPLOY TO SQUAD' }));

    await waitFor(() => expect(visibleToast()).toHaveTextContent('Account created'));
    expect(visibleToast()).toHaveTextContent(
      'Mail is off on this server, so no confirmation email was sent. Sign in with your email and password.',
    );
    const signIn = await screen.findByRole('dialog', { name: 'ACCESS COMMAND CENTER' }, slow);
    expect(field('Email', signIn)).toHaveValue(INVITED);
    await user.type(field('Password', signIn), 'Str0ng!pass');
    await user.click(within(signIn).getByRole('button', { name: 'ENTER COMMAND CENTER' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/complete-profile'), slow);
    await user.click(await screen.findByRole('button', { name: 'COMPLETE DEPLOYMENT' }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH), slow);
    expect(await screen.findByText('Ana Owner invited you to their household as an editor.', {}, slow)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Join household' })).toBeVisible();
    expect(callsTo('POST /api/household/invitations/preview').map((c) => c.body)).toEqual([{ token: TOKEN }]);
  });

  it('"Sign in" fills in the address and comes back to the page, which then offers to join', async () => {
    let session = signedOut;
    const { user, router } = visit(true, {
      'GET /api/account/session': () => ({ body: session }),
      'POST /api/account/sign-in': () => {
        session = signedIn({ email: INVITED });
        return { body: session };
      },
      'POST /api/household/invitations/preview': { body: preview },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'ACCESS COMMAND CENTER' }, slow);
    expect(field('Email', dialog)).toHaveValue(INVITED);
    await user.type(field('Password', dialog), 'Str0ng!pass');
    await user.click(within(dialog).getByRole('button', { name: 'ENTER COMMAND CENTER' }));
    expect(await screen.findByRole('button', { name: 'Join household' }, slow)).toBeVisible();
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('a used, revoked, expired or unknown link says it is not valid', async () => {
    visit(true, {
      'POST /api/household/invitations/lookup': apiError(404, 'not_found', HOUSEHOLD_MESSAGES.invitationInvalid),
    });
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent(HOUSEHOLD_MESSAGES.invitationInvalid);
    expect(alert).toHaveTextContent('Ask the person who invited you to send a new invitation.');
    expect(screen.queryByRole('button', { name: 'Join the squad' })).not.toBeInTheDocument();
  });
});
