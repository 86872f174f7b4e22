import type { Catalogue } from '@shared/i18n/catalogue';
import { en } from './en';

/**
 * The field guides in plain family wording: the English, with the military flavour (squads,
 * operatives, missions, briefings, tactics) said as a family would. Rewrites of whole phrases, so
 * the sentence around them still reads; a test checks no such word is left.
 */
const PLAIN: readonly (readonly [RegExp, string])[] = [
  [/Mission Parameters: Bag & Load/, 'The Bag and Its Load'],
  [/Threat Assessment: /, 'The Risks: '],
  [/Operational Protocol/, 'Everyday Routine'],
  [/Field Comparison/, 'Side by Side'],
  [/Urban Tactics/, 'City Safety'],
  [/Tactical Backpack/, 'Backpack'],
  [/a field comparison/, 'a comparison'],
  [/per operative/, 'per person'],
  [/The operatives who/, 'The families who'],
  [/The operative who decided early moves first/, 'The family that decided early leaves first'],
  [/Kept mission-ready/, 'Kept ready'],
  [/Wet, blistered feet end missions\./, 'Wet, blistered feet stop you.'],
  [/brief the squad on where it is/, 'tell everyone at home where it is'],
  [/keep the squad in touch/, 'keep everyone in touch'],
  [/every squad member/g, 'everyone in your household'],
  [/where the squad meets/, 'where you all meet'],
  [/every member of your squad/, 'everyone in your household'],
  [/Your squad needs/, 'Your household needs'],
  [/your squad/g, 'your household'],
  [/for a squad/, 'for a household'],
  [/This briefing/, 'This guide'],
  [/to the threat/g, 'to the risk'],
];

const plain = (text: string): string => PLAIN.reduce((out, [from, to]) => out.replace(from, to), text);

export default {
  ...en,
  'article.title': (p) => plain(en['article.title'](p)),
  'article.category': (p) => plain(en['article.category'](p)),
  'article.excerpt': (p) => plain(en['article.excerpt'](p)),
  'article.intro': (p) => plain(en['article.intro'](p)),
  'article.sectionTitle': (p) => plain(en['article.sectionTitle'](p)),
  'article.line': (p) => plain(en['article.line'](p)),
  'article.gear': (p) => plain(en['article.gear'](p)),
  'article.conclusion': (p) => plain(en['article.conclusion'](p)),
} satisfies Catalogue<typeof en>;
