/**
 * Los diálogos del inventario de suministros en español neutro de EE. UU. (suministro, lote,
 * escaneo, importación), con "usted". Los mensajes de los esquemas compartidos están en el catálogo
 * de códigos de mensaje (src/shared/i18n/errors/features/supplies.es.ts, decision 0360). Los
 * nombres de columna de un archivo CSV son un formato de archivo y quedan como están.
 */
import type { Catalogue } from '@shared/i18n/catalogue';
import type { en } from './en';

export default {
  'field.name': 'Nombre',
  'field.quantity': 'Cantidad',
  'field.unit': 'Unidad',
  'field.category': 'Categoría',
  'field.bestBefore': 'Consumir antes de',
  'field.barcode': 'Código de barras',
  'field.kcalPerUnit': 'kcal por unidad',
  'field.litresPerUnit': 'Litros por unidad',
  'field.keeps': 'Duración',
  'shelfLife.waterHome': 'Agua embotellada en casa: 6 meses',
  'shelfLife.waterCommercial': 'Agua embotellada sin fecha en la etiqueta: 12 meses',
  'shelfLife.sixMonths': '6 meses',
  'shelfLife.oneYear': '1 año',
  'shelfLife.none': 'Sin vencimiento',

  'batch.addTitle': (p) => `Agregar lote de ${p.name}`,
  'batch.editTitle': (p) => `Editar lote de ${p.name}`,
  'batch.description':
    'Los lotes vencen en sus propias fechas. Las existencias vencidas dejan de contar hasta que las quite. Como más y menos, el lote se suma a sus cambios sin guardar: «Guardar cambios» los guarda todos a la vez.',
  'batch.quantity': (p) => `Cantidad (${p.unit})`,
  'batch.addedOn': 'Agregado el',
  'batch.keepsHint': 'Fija la fecha de consumo preferente a partir del día en que se agregó.',
  'batch.bestBeforeHint': 'Vacío: este lote no vence.',
  'batch.note': 'Nota',
  'batch.noteHint': 'Opcional: dónde se guarda, el número de lote…',
  'batch.change': 'Cambiar lote',

  'supply.addDescription': 'Un suministro propio. Empieza en 0; cuéntelo con más y menos.',
  'supply.editDescription':
    'Cómo se llama, se agrupa y se cuenta este suministro. Las cantidades quedan en el inventario.',
  'supply.loadingUnits': 'Cargando sus unidades',
  'supply.added': 'Suministro agregado',
  'supply.addedBody': (p) => `${p.name} está en «${p.category}».`,
  'supply.updated': 'Suministro actualizado',
  'supply.savedBody': (p) => `${p.name} está guardado.`,
  'supply.deleted': 'Suministro eliminado',
  'supply.deletedBody': (p) => `${p.name} ya no se registra.`,
  'supply.followsGoal': 'La cantidad deseada vuelve a seguir su meta',
  'supply.followsGoalBody': (p) => `${p.name}: ${p.target} ${p.unit}.`,
  'supply.addFailed': 'No se pudo agregar el suministro. Inténtelo de nuevo.',
  'supply.saveFailed': 'No se pudo guardar el suministro. Inténtelo de nuevo.',
  'supply.deleteFailed': 'No se pudo eliminar el suministro. Inténtelo de nuevo.',
  'supply.followFailed': 'No se pudo cambiar la cantidad deseada. Inténtelo de nuevo.',
  'supply.selectCategory': 'Elija una categoría',
  'supply.unitHint': 'botellas, latas, piezas…',
  'supply.target': 'Cantidad deseada',
  'supply.targetFromGoal':
    'Según su hogar y su meta (Preparación). Escriba la suya para mantenerla sea cual sea la meta.',
  'supply.targetHint': 'Cuántas unidades quiere tener.',
  'supply.ownTarget': 'Esta cantidad deseada es suya: se queda como la escribió.',
  'supply.followAgain': 'Volver a seguir mi meta',
  'supply.gallonsPerUnit': 'Galones por unidad',
  'supply.volumeHint': 'Opcional: el agua que contiene una unidad, para su preparación.',
  'supply.kcalHint': 'Opcional: la energía de una unidad, para su preparación.',
  'supply.keepsHint': 'La fecha de consumo preferente de un lote nuevo parte de aquí (puede cambiarla en cada lote).',
  'supply.barcodeKept': 'se guarda con este suministro; la unidad escaneada cuenta en cuanto lo agregue.',
  'supply.delete': 'Eliminar',
  'supply.deleting': 'Eliminando...',
  'supply.save': 'Guardar suministro',
  'supply.saving': 'Guardando...',
  'supply.adding': 'Agregando...',
  'supply.deleteTitle': (p) => `¿Eliminar ${p.name}?`,
  'supply.deleteDescription': 'Sale de su inventario con su cantidad. Esto no se puede deshacer.',
  'barcodes.title': 'Códigos de barras',
  'barcodes.hint': 'Al escanear uno de estos se agrega una unidad de este suministro.',
  'barcodes.remove': (p) => `Quitar el código de barras ${p.code}`,
  'barcodes.removed': 'Código de barras quitado',
  'barcodes.removedBody': (p) => `${p.code} ya no cuenta para ${p.name}.`,
  'barcodes.removeFailed': 'No se pudo quitar el código de barras. Inténtelo de nuevo.',

  'scan.lookup.found': 'Completado con Open Food Facts: revíselo, fije su cantidad deseada y agréguelo.',
  'scan.lookup.notFound':
    'Open Food Facts no conoce este código: complete el suministro y el código se guardará con él.',
  'scan.lookup.unavailable':
    'Open Food Facts no respondió, así que no se completó nada. El código se guarda con el suministro.',
  'scan.lookup.rateLimited':
    'Demasiadas búsquedas de productos en el último minuto, así que no se completó nada. El código se guarda con el suministro.',
  'scan.offlineNew':
    'No tiene conexión: un código que no se escaneó antes necesita la conexión para buscarlo. Escanéelo de nuevo cuando vuelva a estar en línea.',
  'scan.dropped':
    'La conexión se cortó durante ese escaneo: puede que no se haya contado. Revise la cantidad cuando vuelva a estar en línea.',
  'scan.failed': 'Ese escaneo no se contó. Escanéelo de nuevo.',
  'scan.newCode': (p) => `Código de barras nuevo ${p.code}`,
  'scan.description':
    'Escanee una lata, botella o caja: un código que ya escaneó agrega al instante una unidad a su suministro, con la fecha de hoy.',
  'scan.barcodeHint': 'Escriba los dígitos y pulse Intro, o escanee con un lector USB o Bluetooth.',
  'scan.counted': (p) => `+1 ${p.name}: ${p.quantity} ${p.unit}`,
  'scan.countedOffline': (p) => `+1 ${p.name}, aún sin guardar`,
  'scan.offlineNote':
    'No tiene conexión: es un cambio sin guardar en el inventario. «Guardar cambios» lo conserva en este dispositivo hasta que vuelva la conexión.',
  'scan.tally': (p) => `${p.count} de ${p.name} y ${p.total} en total escaneados esta vez.`,
  'scan.done': 'Listo',
  'scan.back': 'Volver a escanear',
  'scan.chooseSupply': 'Elija el suministro al que pertenece este código',
  'scan.linkFailed': 'No se pudo agregar el código. Inténtelo de nuevo.',
  'scan.linkTitle': 'O agregue este código a un suministro que ya registra',
  'scan.existing': 'Suministro existente',
  'scan.selectSupply': 'Elija un suministro',
  'scan.addingCode': 'Agregando el código...',
  'scan.addCode': 'Agregar el código al suministro',
  'camera.label': 'Cámara',
  'camera.starting': 'Iniciando la cámara…',
  'camera.refused':
    'Se negó el acceso a la cámara. Permita la cámara para este sitio en su navegador para escanear con ella, o escriba el código abajo: un lector USB o Bluetooth lo escribe por usted.',
  'camera.absent':
    'No se encontró ninguna cámara. Escriba el código abajo o use un lector USB o Bluetooth: lo escribe por usted.',
  'camera.unreadable':
    'Este navegador no puede leer códigos de barras con la cámara. Escriba el código abajo o use un lector USB o Bluetooth.',
  'camera.failed': 'La cámara no pudo iniciarse. Escriba el código abajo o use un lector USB o Bluetooth.',
  'camera.live':
    'Ponga un código de barras dentro del marco. Cada lata cuenta una vez; retírela y muestre la siguiente.',

  'import.title': 'Importar suministros',
  'import.description': (p, f) =>
    `Un archivo CSV: una exportación de Holdfast, una de Homebox o cualquier hoja de cálculo guardada como «CSV UTF-8» (hasta ${f.number(p.megabytes)} MB y ${f.number(p.rows, 0)} filas). Verá lo que hará antes de que se guarde nada.`,
  'import.file': 'Archivo CSV',
  'import.fileHint': 'Elija el archivo; luego verá la vista previa.',
  'import.reading': 'Leyendo el archivo',
  'import.columns': 'Columnas',
  'import.columnsHint': 'Qué columna tiene qué. La primera propuesta sale del encabezado.',
  'import.noColumn': 'No está en el archivo',
  'import.column': (p) => `Columna ${p.n}`,
  'import.format.holdfast': 'Una exportación de Holdfast',
  'import.format.homebox': 'Una exportación de Homebox',
  'import.format.spreadsheet': 'Una hoja de cálculo',
  'import.action.add': 'Nuevo',
  'import.action.merge': 'Combinar',
  'import.action.same': 'Ya está',
  'import.action.refuse': 'Rechazado',
  'import.preview': 'Vista previa',
  'import.summary': (p, f) =>
    `${p.format}, ${f.plural(p.lines, { one: '# línea', other: '# líneas' })}: ${p.add} nuevos, ${p.merge} para combinar, ${p.same} ya están, ${p.refuse} rechazados.`,
  'import.line': 'Línea',
  'import.supply': 'Suministro',
  'import.action': 'Acción',
  'import.bestBefore': (p) => `consumir antes del ${p.day}`,
  'import.importing': 'Importando...',
  'import.count': (p, f) =>
    f.plural(p.counts.added + p.counts.merged, { one: 'Importar # suministro', other: 'Importar # suministros' }),
  'import.nothing': 'Nada que importar',
  'import.import': 'Importar',
  'import.done': 'Suministros importados',
  'import.doneBody': (p, f) =>
    `${p.added} nuevos, ${p.merged} con más existencias; ${f.plural(p.batches, { one: 'se agregó # lote', other: 'se agregaron # lotes' })}.`,
  'import.previewFailed': 'No se pudo leer el archivo. Inténtelo de nuevo.',
  'import.failed': 'No se pudo importar el archivo. Inténtelo de nuevo.',
} satisfies Catalogue<typeof en>;
