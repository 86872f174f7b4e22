/**
 * /household in English, word for word as before issue 43 (decision 0339). The roles' words and
 * the messages the server shares (roles.ts, place-limits.ts) are referenced, not copied: the
 * English page carries each text once, and every translation says the same thing by the same key.
 * Figures (days, places, members) come as parameters, never typed into a translation.
 */
import type { ActivityEvent } from '@shared/households/activity';
import { PLACE_MESSAGES } from '@shared/households/place-limits';
import { HOUSEHOLD_MESSAGES as M, ROLE_DESCRIPTION, ROLE_LABEL } from '@shared/households/roles';
import type { Formats } from '@shared/i18n/format';

export const en = {
  // The page
  'page.eyebrow': 'Household',
  'page.title': 'Your household',
  'page.lead':
    'Everyone in a household shares one set of supplies, one readiness figure and one family emergency plan.',
  'page.youAre.owner': 'You are an owner of this household.',
  'page.youAre.editor': 'You are an editor of this household.',
  'page.youAre.viewer': 'You are a viewer of this household.',
  'page.back': 'Back to Dashboard',
  'page.loadFailed': 'Failed to Load the Household',
  'page.loading': 'Loading the household',
  'noOneCanEdit.title': 'No one can edit this household',
  'noOneCanEdit.text': M.noOneCanEdit,

  // The roles (roles.ts)
  'role.owner': ROLE_LABEL.owner,
  'role.editor': ROLE_LABEL.editor,
  'role.viewer': ROLE_LABEL.viewer,
  'roleDescription.owner': ROLE_DESCRIPTION.owner,
  'roleDescription.editor': ROLE_DESCRIPTION.editor,
  'roleDescription.viewer': ROLE_DESCRIPTION.viewer,
  role: 'Role',
  remove: 'Remove',
  saving: 'Saving...',
  notRemoved: (p: { name: string }) => `${p.name} was not removed. Please try again.`,
  unknown: 'Unknown',
  justNow: 'just now',

  // Members
  'members.title': 'Members',
  'members.count': (p: { count: number }, f: Formats) => f.plural(p.count, { one: '# member', other: '# members' }),
  'members.ownerOnly': 'Only an owner can invite people, change roles and remove members.',
  'members.you': 'You',
  'members.roleOf': (p: { name: string }) => `Role of ${p.name}`,
  'members.roleFailed': 'Role not changed',
  'members.roleFailedText': 'The role was not changed. Please try again.',
  'members.nowMe.owner': 'You are now an owner',
  'members.nowMe.editor': 'You are now an editor',
  'members.nowMe.viewer': 'You are now a viewer',
  'members.now.owner': (p: { name: string }) => `${p.name} is now an owner`,
  'members.now.editor': (p: { name: string }) => `${p.name} is now an editor`,
  'members.now.viewer': (p: { name: string }) => `${p.name} is now a viewer`,
  'members.remove': (p: { name: string }) => `Remove ${p.name}`,
  'members.removeTitle': (p: { name: string }) => `Remove ${p.name} from the household?`,
  'members.removeText': (p: { name: string }) =>
    `${p.name}'s access to the household's supplies, readiness and family plan ends at once, and they get an empty household of their own. The supplies stay here.`,
  'members.removeFailed': 'Member not removed',
  'members.removed': (p: { name: string }) => `${p.name} was removed from the household`,

  // Invite someone
  'invite.title': 'Invite someone',
  'invite.ownersOnly': 'Owners only',
  'invite.leadMailOff': (p: { days: number }) =>
    `Mail is off on this server: you get the link to pass on yourself. It works once, for ${p.days} days.`,
  'invite.lead': (p: { days: number }) => `We email them a link that works once, for ${p.days} days.`,
  'invite.howTo':
    'Someone without an account creates one with that email address through the link. To make someone an owner, invite them, then change their role.',
  'invite.email': 'Email',
  'invite.creating': 'Creating...',
  'invite.createLink': 'Create invitation link',
  'invite.sending': 'Sending...',
  'invite.send': 'Send invitation',
  'invite.failed': 'Invitation not sent',
  'invite.failedText': 'The invitation was not sent. Please try again.',
  'invite.created': 'Invitation created',
  'invite.createdText': (p: { email: string }) =>
    `Mail is off on this server, so nothing was emailed. Copy the link and send it to ${p.email} yourself.`,
  'invite.sent': 'Invitation sent',
  'invite.sentText': (p: { email: string; days: number }) =>
    `We emailed ${p.email} a link to join. It works once, for ${p.days} days.`,
  'invite.linkLabel': (p: { email: string }) => `Invitation link for ${p.email}`,
  'invite.linkNote': (p: { days: number }) =>
    `Shown only now. It works once, for ${p.days} days. Lost it? Revoke the invitation and invite again.`,
  'invite.copy': 'Copy invitation link',
  'invite.copied': 'Link copied',
  'invite.copiedText': (p: { email: string }) => `Send it to ${p.email} yourself: by message, chat or your own email.`,
  'invite.copyFailed': 'Copy failed',
  'invite.copyFailedText': 'Select the link and copy it yourself.',

  // Pending invitations
  'invitations.title': 'Pending invitations',
  'invitations.mailOff':
    'Mail is off on this server: each link was shown once, when it was made. Lost one? Revoke it and invite again.',
  'invitations.none': 'No pending invitations.',
  'invitations.expires': 'expires',
  'invitations.invitedBy': (p: { name: string }) => `invited by ${p.name}`,
  'revoke.button': 'Revoke',
  'revoke.label': (p: { email: string }) => `Revoke the invitation of ${p.email}`,
  'revoke.failed': 'Invitation not revoked',
  'revoke.failedText': 'The invitation was not revoked. Please try again.',
  'revoke.done': 'Invitation revoked',
  'revoke.doneText': (p: { email: string }) => `The link sent to ${p.email} no longer works.`,

  // Watched places
  'places.title': 'Watched places',
  'places.count': (p: { count: number; max: number }) => `${p.count} of ${p.max} places`,
  'places.lead': (p: { max: number }) =>
    `Places we watch for official warnings: home, work, school, grandparents… Up to ${p.max}, seen only by the household.`,
  'places.none': 'No places yet.',
  'places.list': 'Places',
  /** A place's point: the page's number format, at most 6 decimals (about 10 cm). */
  'places.point': (p: { latitude: number; longitude: number }, f: Formats) =>
    `${f.number(p.latitude, 6)}, ${f.number(p.longitude, 6)}`,
  'places.ars': 'District key (ARS)',
  'places.edit': (p: { name: string }) => `Edit ${p.name}`,
  'places.editButton': 'Edit',
  'places.viewer': M.viewerCannotEdit,
  'places.full': (p: { max: number }) =>
    `The household watches ${p.max} places, the most it can. Remove one to add another.`,
  'places.loadFailed': 'Failed to Load the Watched Places',
  'places.loading': 'Loading the watched places',
  'places.add': 'Add a place',
  'places.name': 'Name',
  'places.nameHint': 'Home, work, school, grandparents…',
  'places.country': 'Country',
  'places.countryHint': 'Two-letter code: US, DE, GB…',
  'places.latitude': 'Latitude',
  'places.latitudeHint': 'From -90 (south) to 90 (north)',
  'places.longitude': 'Longitude',
  'places.longitudeHint': 'From -180 (west) to 180 (east)',
  'places.locating': 'Finding your location...',
  'places.useLocation': 'Use my location',
  'places.locationNote': 'Your device fills in the latitude and longitude. Only the point is saved, on this server.',
  'places.arsHint':
    'Optional, recommended: official warnings in Germany are issued by district. The 12-digit Amtlicher Regionalschlüssel of the place’s district or town lets Holdfast match them.',
  'places.save': 'Save place',
  'places.addButton': 'Add place',
  'places.changeFailed': 'Place not changed',
  'places.addFailed': 'Place not added',
  'places.saveFailedText': 'The place was not saved. Please try again.',
  'places.changed': (p: { name: string }) => `${p.name} changed`,
  'places.added': (p: { name: string }) => `${p.name} added`,
  'places.removeFailed': 'Place not removed',
  'places.removed': (p: { name: string }) => `${p.name} removed`,
  'places.remove': (p: { name: string }) => `Remove ${p.name}`,
  'places.removeTitle': (p: { name: string }) => `Remove ${p.name}?`,
  'places.removeText': 'The household stops watching this place for official warnings.',
  'location.denied':
    'Location access was refused. Allow it for this site in your browser, or enter the latitude and longitude.',
  'location.unavailable': 'Your location could not be found. Enter the latitude and longitude yourself.',
  'location.unsupported': 'This browser cannot share its location. Enter the latitude and longitude yourself.',

  // Activity
  'activity.title': 'Activity',
  'activity.none': 'No changes yet.',
  'activity.shown': (p: { count: number }) => `The last ${p.count} changes, newest first.`,
  /**
   * A line after its actor's name, from what happened (decision 0351). In English it is the
   * summary the server wrote from the same event (englishActivity), so this page carries no
   * second copy of the English sentences.
   */
  'activity.line': (p: { event: ActivityEvent; summary: string }) => p.summary,

  // Leave
  'leave.title': 'Leave',
  'leave.text':
    "Leaving ends your access to this household's supplies, readiness and family plan at once. You get an empty household of your own; the supplies stay here.",
  'leave.button': 'Leave household',
  'leave.confirmTitle': 'Leave the household?',
  'leave.confirmText':
    'Your access to its supplies, readiness and family plan ends at once, and you get an empty household of your own. The supplies stay with the household. To come back, an owner has to invite you again.',
  'leave.failed': 'You are still in the household',
  'leave.failedText': 'Leaving the household failed. Please try again.',
  'leave.done': 'You left the household',
  'leave.doneText': 'You now have an empty household of your own.',

  // Joining: /household/join/:token
  'join.title': 'Join a household',
  'join.loading': 'Loading the invitation',
  'join.loadFailed': 'Failed to Load the Invitation',
  'join.invalidTitle': 'Invitation not valid',
  'join.askAgain': 'Ask the person who invited you to send a new invitation.',
  'join.invitation': 'Invitation',
  'join.pending': 'Pending',
  'join.someone': 'Someone',
  'join.invited.owner': (p: { inviter: string }) => `${p.inviter} invited you to their household as an owner.`,
  'join.invited.editor': (p: { inviter: string }) => `${p.inviter} invited you to their household as an editor.`,
  'join.invited.viewer': (p: { inviter: string }) => `${p.inviter} invited you to their household as a viewer.`,
  'join.share': 'Members share one set of supplies, one readiness figure and one family emergency plan.',
  'join.role.owner': `${ROLE_LABEL.owner}: ${ROLE_DESCRIPTION.owner.toLowerCase()}`,
  'join.role.editor': `${ROLE_LABEL.editor}: ${ROLE_DESCRIPTION.editor.toLowerCase()}`,
  'join.role.viewer': `${ROLE_LABEL.viewer}: ${ROLE_DESCRIPTION.viewer.toLowerCase()}`,
  'join.checking': 'Checking clearance…',
  'join.backHome': 'Back to Holdfast',
  'join.goHome': 'Go to the home page',
  /** `email` is shown strong. */
  'join.visitor': (p: { email: string }) =>
    `It was sent to ${p.email}. Join the squad with that address to accept it, or sign in if it has an account already. You come back here once you are in.`,
  'join.signUp': 'Join the squad',
  'join.signIn': 'Sign in',
  'join.signOut': 'Sign out',
  'join.open': 'Open your household',
  'join.form': 'Join the household',
  'join.suppliesStay':
    'You share your current household with others, so your supplies stay with it. You start with the supplies of the household you join.',
  'join.suppliesCome':
    "You are the only member of your current household, so your supplies come along: merged by name into the household's. Your family plan comes too when the household has none.",
  'join.joining': 'Joining...',
  'join.button': 'Join household',
  'join.failed': 'You did not join',
  'join.failedText': 'Joining the household failed. Please try again.',
  'join.joined': 'You joined the household',
  'join.alreadyTitle': 'Already a member',
  'join.already': 'You are already in this household.',
  'join.wrongTitle': 'Another account',
  /** `email` is shown strong where it first comes. */
  'join.sentTo': (p: { email: string }) =>
    `It was sent to ${p.email}. Sign out, then sign in with ${p.email} (or create an account with it) and open the link again.`,
  'join.sentToSignedIn': (p: { email: string; me: string }) =>
    `It was sent to ${p.email}; you are signed in as ${p.me}. Sign out, then sign in with ${p.email} (or create an account with it) and open the link again.`,
  'join.verifyTitle': 'Confirm your email first',
  'join.verifyFor': (p: { email: string }) =>
    `The invitation is for ${p.email} only: confirming the address shows it is yours.`,
  'join.handOverTitle': 'Hand over your household first',
  'join.handOver':
    "You are the only owner of your current household, and others share it. Make one of them an owner on your household's page, then open this link again.",

  // The messages the schemas and the server share (roles.ts, place-limits.ts), by key.
  'error.email': M.email,
  'error.role': M.role,
  'error.inviteRole': M.inviteRole,
  'error.ownerOnly': M.ownerOnly,
  'error.lastOwner': M.lastOwner,
  'error.alreadyMember': M.alreadyMember,
  'error.alreadyInvited': M.alreadyInvited,
  'error.tooManyMembers': M.tooManyMembers,
  'error.tooManyInvitations': M.tooManyInvitations,
  'error.removeSelf': M.removeSelf,
  'error.alone': M.alone,
  'error.invitationInvalid': M.invitationInvalid,
  'error.invitationWrongAccount': M.invitationWrongAccount,
  'error.verifyEmailFirst': M.verifyEmailFirst,
  'error.joinChoice': M.joinChoice,
  'error.suppliesStay': M.suppliesStay,
  'error.placeName': PLACE_MESSAGES.name,
  'error.placeCountry': PLACE_MESSAGES.country,
  'error.placeLatitude': PLACE_MESSAGES.latitude,
  'error.placeLongitude': PLACE_MESSAGES.longitude,
  'error.placeArs': PLACE_MESSAGES.ars,
  'error.placeArsOnlyGermany': PLACE_MESSAGES.arsOnlyGermany,
  'error.placeTooMany': PLACE_MESSAGES.tooMany,
  'error.placeNotFound': PLACE_MESSAGES.notFound,
};
