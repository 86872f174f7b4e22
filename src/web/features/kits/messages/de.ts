/**
 * Die Notfallsets auf Deutsch (decision 0340). Begriffe nach dem BBK-Ratgeber für Notfallvorsorge
 * (Notgepäck, Notvorrat, Trinkwasser, Erste Hilfe, Dokumente); formelle Anrede „Sie“. „Acquire“
 * heißt hier „übernehmen“: eine eigene Kopie eines fremden Sets.
 */
import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  error: 'Fehler',
  items: (p, f) => f.plural(p.count, { one: '# Gegenstand', other: '# Gegenstände' }),
  categories: (p, f) => f.plural(p.count, { one: '# Kategorie', other: '# Kategorien' }),
  packedOf: (p) => `${p.packed} von ${p.total} gepackt`,
  packed: 'Gepackt',
  unnamedItem: 'Gegenstand ohne Namen',
  itemsPerCategory: 'Gegenstände je Kategorie',
  alreadyAcquired: 'Schon übernommen',
  acquiring: 'Wird übernommen …',
  tryAgain: 'Erneut versuchen',

  'category.bag': 'Rucksack & Tragen',
  'category.water': 'Wasser & Trinken',
  'category.shelter': 'Unterschlupf & Wärme',
  'category.fire': 'Feuer & Licht',
  'category.food': 'Lebensmittel & Kochen',
  'category.firstAid': 'Erste Hilfe & Hygiene',
  'category.tools': 'Werkzeug & Selbstschutz',
  'category.navigation': 'Orientierung & Kommunikation',
  'category.documents': 'Dokumente & Bargeld',
  'category.clothing': 'Kleidung',
  'category.misc': 'Sonstiges',
  'category.uncategorized': 'Ohne Kategorie',

  'templateName.72hour': 'Notgepäck für 72 Stunden',
  'templateName.family-go-bag': 'Notgepäck der Familie',
  'templateName.stay-home': 'Notvorrat für zwei Wochen zu Hause',
  'templateName.car': 'Notfallset fürs Auto',
  'templateName.pet': 'Notfallset für Haustiere',
  'templateDescription.72hour':
    'Alles, was eine Person braucht, um schnell das Haus zu verlassen und drei Tage allein zurechtzukommen: Wasser, Unterschlupf, Feuer, Lebensmittel, Erste Hilfe, Werkzeug und Mittel, um sich zu orientieren und Hilfe zu rufen.',
  'templateDescription.family-go-bag':
    'Was die ganze Familie braucht, um schnell das Haus zu verlassen und drei Tage zurechtzukommen: Trinkwasser, Lebensmittel, Licht, Radio, Erste Hilfe, verschriebene Medikamente mit Namen, Dokumente, Bargeld, Ladegeräte und das Nötige für Kinder und Haustiere.',
  'templateDescription.stay-home':
    'Vorräte, um zwei Wochen ohne Strom, Wasser oder Geschäfte zu Hause zu bleiben: Trinkwasser und Lebensmittel für alle, Licht, Radio, Medikamente, Hygiene und was Kinder und Haustiere brauchen.',
  'templateDescription.car':
    'Für die Familie, die mit dem Auto liegen bleibt: Starthilfekabel, Licht, Wärme, Wasser und Snacks für einen Tag für alle, Erste Hilfe und ein Ladegerät.',
  'templateDescription.pet':
    'Alles, was Ihre Haustiere für drei Tage außer Haus brauchen: Futter und Wasser für jedes Tier, Medikamente und Unterlagen, je eine Leine oder Transportbox, Hygiene und ein gemeinsames Foto.',

  'list.eyebrow': 'Ihre Notfallsets',
  'list.title': 'Notfallsets',
  'list.lead': 'Stellen Sie Ihre Notfallsets zusammen, teilen Sie sie und übernehmen Sie bewährte Sets anderer.',
  'list.back': 'Zurück zur Übersicht',
  'list.newKit': 'Neues Set',
  'list.tabs': 'Sammlungen von Notfallsets',
  'list.noun': 'Notfallsets',
  'list.tab.mine': 'Meine Sets',
  'list.tab.acquired': 'Übernommen',
  'list.tab.community': 'Vorlagen',
  'list.refreshFailed': 'Ihre Notfallsets konnten nicht geladen werden.',
  'list.loadFailed': 'Die Notfallsets konnten nicht geladen werden',
  'list.loading': 'Notfallsets werden geladen',
  'list.search': 'Sets durchsuchen …',
  'list.category': 'Kategorie',
  'list.allCategories': 'Alle Kategorien',
  'emptyTitle.mine': 'Noch keine Notfallsets',
  'emptyBody.mine': 'Stellen Sie Ihr erstes Notfallset aus der 72-Stunden-Vorlage zusammen oder beginnen Sie leer.',
  'emptyTitle.acquired': 'Keine übernommenen Sets',
  'emptyBody.acquired': 'Übernehmen Sie eine Vorlage, um hier Ihre eigene private Kopie davon zu haben.',
  'emptyTitle.template': 'Noch keine Vorlagen',
  'emptyBody.template': 'Sets, die andere öffentlich machen, erscheinen hier, zum Ansehen und Übernehmen.',
  'emptyTitle.noMatch': 'Keine passenden Sets',
  'emptyBody.noMatch':
    'Nichts in diesem Reiter passt zu Ihrer Suche und Kategorie. Versuchen Sie andere Wörter oder setzen Sie die Filter zurück.',
  'empty.clearFilters': 'Filter zurücksetzen',
  'empty.createFirst': 'Erstes Set anlegen',
  'empty.browseTemplates': 'Vorlagen ansehen',

  'card.template': 'Vorlage',
  'card.acquired': 'Übernommen',
  'card.builtIn': 'Mitgeliefert',
  'card.noDescription': 'Keine Beschreibung',
  'card.revised': (p) => `Geändert am ${p.date}`,
  'card.view': 'Ansehen',
  'card.preview': 'Gegenstände ansehen',
  'card.useTemplate': 'Vorlage verwenden',
  'card.duplicated': 'Set kopiert',
  'card.duplicatedText': (p) => `${p.name} ist jetzt unter „Meine Sets“.`,
  'card.duplicateFailed': 'Das Set konnte nicht kopiert werden',
  'card.kitAcquired': 'Set übernommen',
  'card.templateAcquired': 'Vorlage übernommen',
  'card.acquiredText': (p) => `${p.name} ist jetzt unter „Übernommen“.`,
  'card.alreadyKit': 'Sie haben dieses Set schon übernommen',
  'card.alreadyTemplate': 'Sie haben diese Vorlage schon übernommen',
  'card.acquireKitFailed': 'Das Set konnte nicht übernommen werden',
  'card.acquireTemplateFailed': 'Die Vorlage konnte nicht übernommen werden',
  'card.deleted': 'Set gelöscht',
  'card.deletedText': (p) => `${p.name} wurde gelöscht.`,
  'card.deleteFailed': 'Das Set konnte nicht gelöscht werden',
  'card.deleteTitle': 'Dieses Set löschen?',
  'card.deleteConfirm': 'Set löschen',
  'delete.sure': (p) => `Möchten Sie „${p.name}“ wirklich löschen?`,
  'delete.items': (p, f) =>
    f.plural(p.count, {
      one: 'Der eine Gegenstand darin wird mit gelöscht.',
      other: 'Alle # Gegenstände darin werden mit gelöscht.',
    }),
  'delete.public': 'Andere sehen es dann nicht mehr; Kopien, die sie schon übernommen haben, bleiben ihre.',
  'delete.household': 'Ihr Haushalt sieht es dann nicht mehr; Kopien, die schon übernommen wurden, bleiben erhalten.',
  'delete.final': 'Das lässt sich nicht rückgängig machen.',

  'view.back': 'Zurück zu den Notfallsets',
  'view.eyebrow': 'Notfallset',
  'view.edit': 'Set bearbeiten',
  'view.print': 'Drucken',
  'view.contents': 'Inhalt des Sets',
  'view.loading': 'Das Set wird geladen …',
  'view.notFound': 'Set nicht gefunden',
  'view.notFoundText': 'Es ist vielleicht privat oder wurde gelöscht.',
  'view.loadFailed': 'Das Set konnte nicht geladen werden',
  'view.signInToAcquire': 'Zum Übernehmen anmelden',
  'view.acquiredButton': 'Übernommen',
  'view.acquire': 'Set übernehmen',
  'view.acquiredToast': 'Set übernommen',
  'view.acquiredText': (p, f) =>
    `${p.name} wurde mit ${f.plural(p.count, { one: '# Gegenstand', other: '# Gegenständen' })} zu Ihrer Sammlung hinzugefügt.`,
  'view.acquiredEmpty': 'Leeres Set übernommen. Sie können jetzt Gegenstände hinzufügen.',
  'view.acquireFailed': 'Das Set konnte nicht übernommen werden. Bitte versuchen Sie es erneut.',
  'view.created': 'Angelegt',
  'view.revised': 'Geändert',
  'view.noItems': 'Noch keine Gegenstände in dieser Kategorie',
  'view.addItems': 'Gegenstände hinzufügen',
  'item.qty': (p) => `Menge: ${p.quantity}`,
  'item.packedNamed': (p) => `Gepackt: ${p.name}`,
  'item.updateFailed': 'Der Gegenstand konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  'item.expired': 'Abgelaufen',
  'item.expires': 'Haltbar bis',
  'item.source': 'Quelle:',
  'new.eyebrow': 'Neues Set',
  'new.title': 'Neues Notfallset',
  'new.lead':
    'Wählen Sie einen Ausgangspunkt und benennen Sie Ihr Set; füllen und anpassen können Sie es im nächsten Schritt.',
  'new.progress': 'Fortschritt beim Anlegen',
  'new.stepOf': (p) => `Schritt ${p.n} von ${p.count}`,
  'new.stepN': (p) => `Schritt ${p.n}: `,
  'new.done': ' (erledigt)',
  'new.step.template': 'Vorlage wählen',
  'new.step.details': 'Angaben zum Set',
  'new.intro':
    'Beginnen Sie mit einer offiziellen Checkliste, passend zu Ihrem Haushalt, einem bewährten Set oder einem leeren Set. Sie können danach alles ändern.',
  'new.templateLabel': 'Vorlage:',
  'new.name': 'Name des Sets',
  'new.description': 'Beschreibung',
  'new.optional': 'Optional',
  'new.whoSees': 'Wer dieses Set sehen kann',
  'new.back': 'Zurück',
  'new.creating': 'Set wird angelegt …',
  'new.create': 'Set anlegen',
  'new.createFailed': 'Das Set konnte nicht angelegt werden. Bitte versuchen Sie es erneut.',
  'new.created72': '72-Stunden-Set angelegt',
  'new.created72Text': (p, f) =>
    `${p.name} wurde mit ${f.plural(p.count, { one: '# vorgepackten Gegenstand', other: '# vorgepackten Gegenständen' })} angelegt.`,
  'new.created': 'Set angelegt',
  'new.createdFamilyText': (p, f) =>
    `${p.name} wurde mit ${f.plural(p.count, { one: '# Gegenstand', other: '# Gegenständen' })} für Ihren Haushalt angelegt.`,
  'new.createdText': (p) => `${p.name} wurde angelegt.`,
  'picker.family': 'Für Ihren Haushalt, nach offiziellen Checklisten',
  'picker.other': 'Andere Ausgangspunkte',
  'picker.recommended': 'Empfohlen',
  'picker.blank': 'Leeres Set',
  'picker.72hourSummary':
    'Ein vollständiges Set für drei Tage, schon gefüllt und bereit, an Ihren Bedarf angepasst zu werden.',
  'picker.blankSummary': 'Beginnen Sie leer und fügen Sie Ihre eigene Ausrüstung hinzu, Kategorie für Kategorie.',
  'picker.days': (p, f) => f.plural(p.count, { one: '# Tag', other: '# Tage' }),
  'picker.scalesBy.family-go-bag': 'Berechnet nach Personen, Kindern und Haustieren',
  'picker.scalesBy.stay-home': 'Berechnet nach Personen, Kindern und Haustieren',
  'picker.scalesBy.car': 'Berechnet nach Personen',
  'picker.scalesBy.pet': 'Berechnet nach Haustieren und ihrem Gewicht',
  'picker.source': (p) => `Quelle: ${p.names}`,
  'picker.preloaded': (p, f) =>
    f.plural(p.count, { one: '# vorgepackter Gegenstand', other: '# vorgepackte Gegenstände' }),
  'picker.ratings': 'Bewertungen und Preise',
  'scaled.noHousehold':
    'Noch kein Haushalt eingerichtet: berechnet für eine Person. Tragen Sie Ihren Haushalt auf der Seite „Notvorrat“ ein, um es anzupassen.',
  'scaled.noHouseholdPet':
    'Noch kein Haushalt eingerichtet: berechnet für eine Person und ein Haustier. Tragen Sie Ihren Haushalt auf der Seite „Notvorrat“ ein, um es anzupassen.',
  'scaled.noPets': 'Noch keine Haustiere in Ihrem Haushalt: berechnet für ein Haustier.',
  'scaled.pets': (p, f) =>
    `Berechnet für ${f.plural(p.count, { one: '# Haustier', other: '# Haustiere' })}: ${p.names}`,
  'scaled.people': (p, f) => {
    const people = f.plural(p.people, { one: '# Person', other: '# Personen' });
    const who =
      p.children === 0
        ? people
        : `${people} (${f.plural(p.adults, { one: '# Erwachsener', other: '# Erwachsene' })}, ${f.plural(p.children, { one: '# Kind', other: '# Kinder' })})`;
    return `Berechnet für ${who}${p.pets ? ` und ${f.plural(p.pets, { one: '# Haustier', other: '# Haustiere' })}` : ''}`;
  },
} satisfies Catalogue<typeof en>;
