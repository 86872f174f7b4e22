import type { ExportCsvWords } from './en';

/** Die Kopfzeile des Vorrats-Exports auf Deutsch (Entscheidung 0352); die Zellen bleiben maschinenlesbar. */
export const de: ExportCsvWords = {
  columns: {
    category: 'Kategorie',
    item: 'Artikel',
    current: 'Bestand',
    target: 'Soll',
    unit: 'Einheit',
    percent: 'Prozent',
    status: 'Status',
    batch_quantity: 'Menge der Charge',
    added_on: 'Hinzugefügt am',
    best_before: 'Mindestens haltbar bis',
    note: 'Notiz',
    barcodes: 'Barcodes',
    litres_per_unit: 'Liter pro Einheit',
    kcal_per_unit: 'kcal pro Einheit',
    keeps: 'Haltbarkeit',
  },
  fileName: (day) => `holdfast-vorraete-${day}.csv`,
};
