/**
 * El inventario de suministros (/resource-tracker) en español neutro de EE. UU., con "usted" y los
 * términos de Listo.gov (suministros, kit de emergencia); la meta de un suministro es su "cantidad
 * deseada", como en /readiness. Los nombres y unidades de los suministros son de la familia.
 */
import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  'page.eyebrow': 'Suministros',
  'page.title': 'Inventario de suministros',
  'page.lead':
    'Cuente lo que tiene. Escriba una cantidad, use más, menos y «Comprado», o agregue y cambie lotes; nada se guarda hasta que pulse «Guardar cambios», que guarda todos los cambios a la vez.',
  'page.back': 'Volver al panel',
  addSupply: 'Agregar suministro',
  scan: 'Escanear',
  'page.importCsv': 'Importar CSV',
  'page.save': 'Guardar cambios',
  'page.saving': 'Guardando...',
  'page.report': (p, f) =>
    `Informe de suministros, ${f.day(p.day)}${p.count > 0 ? ` (incluye ${f.plural(p.count, { one: '# cambio sin guardar', other: '# cambios sin guardar' })})` : ''}`,
  'page.unsaved': (p) => `Cambios sin guardar (${p.count})`,
  'page.blocked': (p, f) => `Corrija la cantidad de ${f.list(p.names)} para guardar.`,
  'page.loading': 'Cargando los suministros',
  'page.loadFailed': 'No se pudieron cargar sus suministros.',
  'page.leave': (p, f) =>
    f.plural(p.count, {
      one: '1 cambio no se ha guardado. Si sale ahora, se perderá.',
      other: '# cambios no se han guardado. Si sale ahora, se perderán.',
    }),
  stocked: (p) => `${p.count} de ${p.total} suministros completos`,

  'ring.title': 'Preparación general',
  'ring.label': (p) => `Preparación general ${p.percent} %`,
  'ring.percent': (p) => `${p.percent} %`,
  'ring.caption': (p) =>
    `${p.percent} % de las cantidades deseadas: el promedio de cada suministro frente a su cantidad deseada. Cuántos días le durarían el agua y los alimentos lo verá en`,
  'ring.readiness': 'Preparación',
  'ring.captionEnd': '.',

  error: 'Error',
  'toast.onDevice': 'Guardado en este dispositivo',
  'toast.onDeviceBody': 'No tiene conexión. Estas cantidades se enviarán cuando vuelva la conexión.',
  'toast.saveFailed': 'No se pudieron guardar los suministros. Inténtelo de nuevo.',
  'toast.saved': 'Suministros actualizados',
  'toast.savedBody': 'Se guardaron todas las cantidades.',
  'toast.batchesAsSaved': 'Lotes según lo último guardado',
  'toast.batchesAsSavedBody':
    'Las cantidades del archivo incluyen sus cambios sin guardar; sus lotes, que lee una importación, no. Guarde para incluirlos.',

  'export.trigger': 'Exportar informe',
  'export.csv': 'Descargar CSV',
  'export.print': 'Imprimir informe',

  'category.water': 'Agua e hidratación',
  'category.food': 'Alimentos y nutrición',
  'category.medical': 'Medicinas y primeros auxilios',
  'category.tools': 'Herramientas y equipo',
  'category.communication': 'Comunicación',
  'category.shelter': 'Refugio y abrigo',

  'status.optimal': 'Óptimo',
  'status.good': 'Bien',
  'status.low': 'Bajo',
  'status.critical': 'Crítico',

  'row.custom': 'Propio',
  'row.targetFromGoal': '· cantidad deseada según su meta',
  'row.ownTarget': '· su propia cantidad deseada',
  'row.expired': 'vencidos',
  'row.ofTarget': (p) => `de ${p.target} ${p.unit}`,
  'row.stockLevel': (p) => `Nivel de existencias de ${p.name}`,
  'row.decrease': (p) => `Disminuir ${p.name}`,
  'row.increase': (p) => `Aumentar ${p.name}`,
  'row.bought': 'Comprado',
  'row.batches': (p) => `Lotes (${p.count})`,
  ofName: (p) => ` de ${p.name}`,
  edit: (p) => `Editar ${p.name}`,

  'batch.text': (p) => `${p.quantity} ${p.unit}, agregado el ${p.day}`,
  'batch.none': 'Aún no hay existencias. Más agrega a un lote con la fecha de hoy.',
  'batch.list': (p) => `Lotes de ${p.name}`,
  'batch.noExpiry': 'sin vencimiento',
  'batch.expiredOn': (p) => `venció el ${p.day}`,
  'batch.bestBefore': (p) => `consumir antes del ${p.day}`,
  'batch.unsaved': 'Sin guardar',
  'batch.edit': (p) => `Editar lote: ${p.batch}`,
  'batch.remove': (p) => `Quitar lote: ${p.batch}`,
  'batch.add': 'Agregar lote',

  'quantity.label': (p) => `Cantidad de ${p.name}`,
  'bought.howMany': '¿Cuánto de',
  'bought.didYouBuy': 'compró?',
  'bought.add': 'Agregar',
  'bought.addCount': (p, f) => `+ ${f.number(p.count, 0)} comprados`,
  'bought.to': (p) => `a ${p.name}`,
} satisfies Catalogue<typeof en>;
