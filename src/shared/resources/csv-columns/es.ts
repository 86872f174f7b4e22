import type { ExportCsvWords } from './en';

/** El encabezado de la exportación de suministros en español (decisión 0352); las celdas siguen legibles por máquina. */
export const es: ExportCsvWords = {
  columns: {
    category: 'categoría',
    item: 'artículo',
    current: 'actual',
    target: 'meta',
    unit: 'unidad',
    percent: 'porcentaje',
    status: 'estado',
    batch_quantity: 'cantidad del lote',
    added_on: 'añadido el',
    best_before: 'consumir antes del',
    note: 'nota',
    barcodes: 'códigos de barras',
    litres_per_unit: 'litros por unidad',
    kcal_per_unit: 'kcal por unidad',
    keeps: 'duración',
  },
  fileName: (day) => `holdfast-suministros-${day}.csv`,
};
