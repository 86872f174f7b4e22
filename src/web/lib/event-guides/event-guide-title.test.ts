import { afterEach, describe, expect, it } from 'vitest';
import { EVENT_GUIDE_REFS } from '@shared/content/event-guide-refs';
import { EVENT_GUIDES_DE } from '@shared/content/translations/full-texts';
import { EVENT_GUIDES_ES } from '@shared/content/translations/full-texts';
import { loadAllMessages, setPageLocale } from '@web/lib/i18n/i18n';
import { eventGuideTitle } from './event-guide-title';

afterEach(() => setPageLocale('en'));

describe('an event guide’s title where a page links it', () => {
  it('English: the light index’s title, word for word', () => {
    for (const ref of EVENT_GUIDE_REFS) expect(eventGuideTitle(ref.slug)).toBe(ref.title);
  });

  it('German and Spanish: the title the guide’s own page shows', async () => {
    for (const [locale, guides] of [
      ['de', EVENT_GUIDES_DE],
      ['es', EVENT_GUIDES_ES],
    ] as const) {
      setPageLocale(locale);
      await loadAllMessages();
      for (const ref of EVENT_GUIDE_REFS) {
        expect(eventGuideTitle(ref.slug)).toBe(guides[ref.slug].title);
        expect(eventGuideTitle(ref.slug)).not.toBe(ref.title);
      }
    }
  });
});
