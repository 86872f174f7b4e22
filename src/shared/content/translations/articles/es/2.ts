/** La guía 2 en español: introducción, secciones y conclusión (decisión 0357; la tarjeta y las fuentes: ../../articles.es.ts). */
import type { ArticleBodyTexts } from '../../../articles';

const body: ArticleBodyTexts[2] = {
  intro:
    'El agua es el primer suministro que se acaba y el que más rápido hace daño. Después de inundaciones, huracanes, terremotos o la rotura de una tubería principal, el agua de la llave puede no ser segura aunque se vea clara. Su hogar necesita dos cosas: un suministro almacenado y al menos dos formas independientes de hacer segura el agua dudosa. Esta guía compara los métodos principales (hervir, desinfección química, filtros y purificadores) según lo que de verdad eliminan, para que adapte su equipo al riesgo.',
  sections: [
    {
      title: 'El suministro almacenado: lo básico',
      lines: [
        'Almacene un galón de agua por persona por día, para beber y para la higiene (Ready.gov, CDC).',
        'Tenga al menos un suministro para 3 días para una evacuación y, si puede, uno para 2 semanas en casa.',
        'Almacene más para climas calurosos, para mujeres embarazadas o que amamantan y para personas enfermas, y calcule también agua para las mascotas.',
        'El agua embotellada comercial sin abrir es el suministro más confiable; manténgala sellada y respete su fecha de vencimiento.',
        'Si llena sus propios recipientes aptos para alimentos, cambie el agua cada 6 meses (CDC). No reutilice envases de leche o jugo: no se pueden limpiar lo suficiente.',
        'Guarde el agua en un lugar fresco y oscuro, lejos de combustibles, pesticidas y otros químicos.',
      ],
    },
    {
      title: 'Hervir: el método más seguro',
      lines: [
        'Hervir es la forma más segura de matar los gérmenes que causan enfermedades, incluidos virus, bacterias y parásitos (CDC).',
        'Si el agua está turbia, déjela asentar o fíltrela primero con un paño limpio, una toalla de papel o un filtro de café.',
        'Haga hervir el agua a borbotones durante 1 minuto. A más de 6,500 pies de altura (unos 2,000 m), hiérvala durante 3 minutos (CDC).',
        'Déjela enfriar y guárdela en recipientes limpios y desinfectados con tapas herméticas.',
        'Mejore el sabor insípido pasándola de un recipiente limpio a otro o añadiendo una pizca de sal por cada cuarto de galón.',
        'Límites: hervir requiere combustible y tiempo, y no elimina combustibles, químicos tóxicos ni metales pesados.',
      ],
    },
    {
      title: 'Desinfección química: cloro y tabletas',
      lines: [
        'Use solo cloro líquido común de uso doméstico, sin aroma, cuya etiqueta indique que sirve para desinfectar o sanear. Nunca cloro con aroma, para ropa de color o con limpiadores añadidos (EPA).',
        'Agua clara: añada 8 gotas de cloro al 6%, o 6 gotas de cloro al 8.25%, por cada galón de agua (CDC, EPA). Use un gotero limpio.',
        'Agua turbia, de color o muy fría: déjela asentar o fíltrela primero y luego duplique la dosis (EPA).',
        'Revuelva y espere al menos 30 minutos. El agua debe oler ligeramente a cloro; si no huele, repita la dosis y espere otros 15 minutos (EPA).',
        'El cloro pierde fuerza con el tiempo: use cloro nuevo o guardado a temperatura ambiente por menos de un año (EPA).',
        'El cloro y el yodo no matan de forma confiable al Cryptosporidium. Las tabletas de dióxido de cloro funcionan mejor, pero necesitan un tiempo de contacto largo: siga la etiqueta al pie de la letra (CDC).',
        'El yodo no se recomienda para mujeres embarazadas, personas con problemas de tiroides ni para quien sea sensible al yodo.',
      ],
    },
    {
      title: 'Filtros y purificadores',
      lines: [
        'Los filtros funcionan por el tamaño del poro. Un tamaño de poro absoluto de 1 micrón o menos elimina protozoos como Giardia y Cryptosporidium; los filtros de fibra hueca de unos 0.1 a 0.2 micrones también eliminan bacterias (CDC).',
        'La mayoría de los filtros portátiles no eliminan virus. Los virus importan donde el agua puede estar contaminada con aguas residuales: después de inundaciones y en muchos lugares en el extranjero.',
        'Un “purificador” está clasificado para eliminar también virus: por ejemplo, membranas de ultrafiltración con poros de unos 0.02 micrones o equipos que añaden tratamiento químico o UV. Verifique contra qué dice el fabricante que se probó.',
        'Para una protección completa, filtre primero para quitar sedimentos y parásitos, y luego desinfecte para cubrir los virus (CDC).',
        'El carbón activado mejora el sabor y reduce algunos químicos como el cloro, pero ningún filtro, purificador ni desinfectante hace segura el agua con combustible, químicos tóxicos o material radiactivo. Busque otra fuente (CDC).',
      ],
    },
    {
      title: 'Comparación de métodos',
      lines: [
        'Hervir: mata bacterias, virus y protozoos. Necesita combustible, tiempo y una olla; no elimina químicos.',
        'Cloro doméstico: barato y compacto; mata la mayoría de las bacterias y los virus; débil contra Cryptosporidium; 30 minutos de espera.',
        'Tabletas de dióxido de cloro: livianas; eficaces contra bacterias y virus; contra Cryptosporidium necesitan todo el tiempo de contacto de la etiqueta, que puede ser de horas.',
        'Filtros de pajilla y de presión: inmediatos y sin químicos; solo bacterias y protozoos. Un filtro de fibra hueca mojado puede dañarse si se congela, así que manténgalo abrigado en invierno.',
        'Filtros y purificadores por gravedad: litros por hora sin usar las manos, para todo un hogar; más voluminosos. Verifique su eficacia contra virus antes de confiar en uno después de una inundación.',
        'Lámparas UV portátiles: rápidas en agua clara contra bacterias, virus y protozoos; necesitan baterías cargadas y no funcionan bien en agua turbia.',
      ],
    },
    {
      title: 'Cómo organizarse',
      lines: [
        'Combine sus sistemas: primero el agua almacenada; un purificador por gravedad para el hogar; un filtro personal y tabletas en cada mochila; una olla para hervir como último recurso.',
        'Mantenga separados y bien rotulados los recipientes “sucios” y “limpios”, y nunca deje que el agua sin tratar toque el lado limpio.',
        'Agua escondida en casa: el tanque del calentador de agua (apague antes la electricidad o el gas), el agua de las tuberías y los cubitos de hielo. Nunca beba agua de radiadores, calderas, camas de agua, piscinas ni jacuzzis.',
        'Siga los avisos locales de hervir el agua: las instrucciones locales tienen prioridad sobre las recomendaciones generales.',
        'Dé mantenimiento a los filtros como indica el fabricante: retrolávelos, lleve la cuenta del volumen tratado y cambie los cartuchos a tiempo.',
        'Practique una vez en casa con cada sistema, para que nadie lo aprenda bajo estrés.',
      ],
    },
  ],
  conclusion:
    'Primero almacene, después trate, y nunca dependa de un solo método. Un galón por persona por día es la norma de planificación; dos formas independientes de tratar el agua son el mínimo. Adapte el equipo al riesgo: filtros para bacterias y protozoos, purificadores o desinfección para los virus, y ningún aparato sirve contra combustibles o químicos. Si tiene dudas, hierva el agua.',
};

export default body;
