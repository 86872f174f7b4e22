/**
 * Households' roles, limits and messages: plain data, without the schemas (schemas.ts), so a page
 * that shows them does not load the validation library (issue 41).
 */
import { VIEWER_CANNOT_EDIT } from './viewer-cannot-edit';

export const HOUSEHOLD_ROLES = ['owner', 'editor', 'viewer'] as const;
export type HouseholdRole = (typeof HOUSEHOLD_ROLES)[number];
export const canEdit = (role: HouseholdRole) => role === 'owner' || role === 'editor';

export const ROLE_LABEL: Record<HouseholdRole, string> = { owner: 'Owner', editor: 'Editor', viewer: 'Viewer' };
export const ROLE_DESCRIPTION: Record<HouseholdRole, string> = {
  owner: 'Manages members and the household; changes everything.',
  editor: 'Changes supplies, batches, readiness and the family plan.',
  viewer: 'Sees everything of the household, changes nothing.',
};

export const HOUSEHOLD_LIMITS = {
  membersMax: 20,
  pendingInvitationsMax: 20,
  invitationDays: 7,
  activityShown: 100,
  /**
   * Invitations created in any 24 hours, revoked, used and expired ones included (revoking does
   * not give one back): a family invites a handful of people once, so these stop only someone
   * mailing strangers through the server (issue 35: 52 emails in 4 s from one new account).
   * Per account, and per household for a household with several owners (decision 0260).
   */
  invitationsPerAccountPerDay: 10,
  invitationsPerHouseholdPerDay: 20,
} as const;

export const HOUSEHOLD_MESSAGES = {
  email: 'Enter an email address like name@example.com',
  role: 'Choose owner, editor or viewer',
  inviteRole: 'Choose editor or viewer',
  viewerCannotEdit: VIEWER_CANNOT_EDIT,
  ownerOnly: 'Only an owner can manage the household.',
  lastOwner: 'A household needs an owner. Make another member an owner first.',
  alreadyMember: 'This person is already in your household.',
  alreadyInvited: 'This email address already has a pending invitation.',
  tooManyMembers: `A household has at most ${HOUSEHOLD_LIMITS.membersMax} members.`,
  tooManyInvitations: `At most ${HOUSEHOLD_LIMITS.pendingInvitationsMax} pending invitations.`,
  /** Followed by "Please try again in {time}." (429 with Retry-After). */
  accountInvitationsPerDay: `You can send at most ${HOUSEHOLD_LIMITS.invitationsPerAccountPerDay} invitations a day.`,
  householdInvitationsPerDay: `A household can send at most ${HOUSEHOLD_LIMITS.invitationsPerHouseholdPerDay} invitations a day.`,
  invitationInvalid: 'This invitation link is not valid: it was used, revoked or has expired.',
  invitationWrongAccount: 'This invitation was sent to another email address. Sign in with that address to accept it.',
  joinChoice: 'Choose whether to leave your supplies or bring them along',
  suppliesStay:
    'You share your household with others, so its supplies stay with it. Only the sole member of a household can bring its supplies along.',
  verifyEmailFirst:
    'Confirm your email address before you join a household: open the link we emailed you, or send a new one.',
  noOneCanEdit:
    'No one can change this household: it has no owner or editor left, only viewers. Its supplies, readiness and family plan stay as they are. To keep supplies you can change, leave it for a household of your own.',
  removeSelf: 'To leave the household, use Leave household.',
  alone: 'You are the only member of your household.',
} as const;
