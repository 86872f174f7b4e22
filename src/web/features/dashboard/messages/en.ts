/** The dashboard's texts (issue 43): today's English, word for word. */
import type { IncidentView } from '@shared/incidents/schemas';
import { formatDays } from '@shared/readiness/calculator';
import { longUsDate } from '@web/lib/format';
import { incidentHeadline } from '@web/lib/incidents/incident-text';

type Limit = 'water' | 'food';
/** What the incident card's headline names. */
export type Headline = Pick<IncidentView, 'eventType' | 'practice' | 'startedAt' | 'startedBy'>;

export const en = {
  // The page.
  eyebrow: 'Command center',
  welcome: (p: { name: string }) => `Welcome, ${p.name}`,
  welcomeBack: (p: { name: string }) => `Welcome back, ${p.name}`,
  lead: 'Your status at a glance. Stay ready, operative.',
  emergencyLink: 'Emergency: who to call, where to meet, what to do',

  // Destinations (the Navigation menu and Quick Actions).
  emergency: 'Emergency',
  officialWarnings: 'Official Warnings',
  knowledgeHub: 'Knowledge Hub',
  resourceTracker: 'Resource Tracker',
  readiness: 'Readiness',
  familyPlan: 'Family Plan',
  household: 'Household',
  gearVault: 'Gear Vault',
  trainingProtocols: 'Training Protocols',
  survivalPlans: 'Survival Plans',
  emergencyKits: 'Emergency Kits',
  communityOverview: 'Community Overview',
  publicSurvivalPlans: 'Public Survival Plans',
  sharedEmergencyKits: 'Shared Emergency Kits',
  homeBase: 'Home Base',

  // The header.
  navigation: 'Navigation',
  profileSettings: 'Profile Settings',
  administration: 'Administration',
  signOut: 'Sign Out',

  // Readiness.
  readinessNoHousehold: 'Describe your household to see how many days your water and food would last.',
  setUpReadiness: 'Set up readiness',
  openReadiness: 'Open readiness',
  figure: (p: { days: number; limitedBy: Limit }) => `${formatDays(p.days)} — limited by ${p.limitedBy}`,
  goalProgress: (p: { goalDays: number }) => `Progress toward the ${p.goalDays}-day goal`,
  goalMetDays: (p: { goalDays: number }) => `Goal met: ${p.goalDays} days covered.`,
  goalShare: (p: { days: number; goalDays: number; percent: number }) =>
    `${p.days.toFixed(1)} of ${p.goalDays} days (${p.percent}% of the goal).`,
  goalMet: 'Goal met',
  belowGoal: 'Below goal',
  daysCovered: 'Days covered',

  // Next step.
  nextStep: 'Next Step',
  nextStepFailed: 'Your next step could not be worked out. Try again later.',
  allDone:
    'All done: your household is described, your water and food stocked, and you have a kit, a plan and a complete family plan. Keep them up to date.',
  everyStepDone: 'Every step done',
  oneAtATime: 'One at a time',
  stepHousehold: 'Start here: say who lives with you, people and pets, so the days your supplies last can be counted.',
  stepHouseholdAction: 'Describe your household',
  stepStock: (p: { limitedBy: Limit; days: number; goalDays: number }) =>
    `Your ${p.limitedBy} would last ${formatDays(p.days)} of the ${p.goalDays}-day goal.`,
  stepWaterAction: 'Stock water',
  stepFoodAction: 'Stock food',
  stepKit: 'You have no emergency kit yet: pack a bag you can grab on the way out.',
  stepKitAction: 'Make a kit',
  stepPlan: 'You have no survival plan yet: write down what to do when it happens.',
  stepPlanAction: 'Write a plan',
  stepFamilyPlan: 'Your family plan is not complete: who to call and where to meet.',
  stepFamilyPlanAction: 'Fill in the family plan',

  // Operative profile.
  operativeProfile: 'Operative Profile',
  active: 'Active',
  name: 'Name',
  username: 'Username',
  email: 'Email',

  // Mission status.
  missionStatus: 'Mission Status',
  allClear: 'All clear',
  actionNeeded: 'Action needed',
  deploymentDate: 'Deployment Date',
  /** The day the account was made (an ISO instant), or a dash. */
  joinedOn: (p: { at: string }) => longUsDate(p.at, '—'),
  confirmed: 'CONFIRMED',
  pending: 'PENDING',
  securityClearance: 'Security Clearance',
  levelOne: 'LEVEL 1',

  // Family plan.
  familyPlanStatus: 'Who to call, where to meet',
  checksDone: (p: { done: number; total: number }) => `${p.done} of ${p.total} done`,
  familyPlanFailed: 'Your family plan could not be loaded.',
  familyPlanComplete: 'Complete: everyone knows who to call and where to meet.',
  familyPlanMissing: 'Missing from the family plan',
  openFamilyPlan: 'Open the family plan',

  // Quick actions, community, my overview.
  quickActions: 'Quick Actions',
  ready: 'Ready',
  communityTitle: 'Community Tactical Overview',
  live: 'Live',
  liveFeed: 'Live feed',
  communityScore:
    "Preparedness Score counts the whole community's preppers, shared plans and shared kits. It says nothing about your own household: that is the days covered on Readiness.",
  myOverview: 'My Overview',
  personalReadiness: 'Personal readiness',
  myPlans: 'My Plans',
  myKits: 'My Kits',
  personalScore: 'Personal Score',
  percent: (p: { value: number }) => `${p.value}%`,
  personalPreparedness: 'Personal preparedness',
  personalScoreExplained:
    'Personal Score counts your plans and kits: 1% for each, up to 100%. Your supplies are counted in days covered on Readiness.',

  // The open incident.
  practice: 'PRACTICE',
  /** "Hurricane — emergency since 14:05, started by Ana" (the emergency screen's words). */
  headline: (p: { incident: Headline }) => incidentHeadline(p.incident),
  imSafe: "I'm safe",
  openEmergencyScreen: 'Open emergency screen',
  queuedSafe: "I'm safe: Queued — will send when you are back online.",
  sentSafe: (p: { time: string }) => `Sent at ${p.time}: you are safe.`,
  checkinNotSent: 'Check-in not sent',
  somethingWrong: 'Something went wrong. Please try again.',
};
