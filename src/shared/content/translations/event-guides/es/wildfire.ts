/** La guía «wildfire» en español: introducción y pasos (decisión 0357; título y resumen: ../../event-guides.es.ts). */
import { EVENT_GUIDE_FIGURES as F } from '../../../event-guide-figures';
import type { EventGuideBodyText } from '../../event-guide-texts';
import { WATER } from './common';

const body: EventGuideBodyText = {
  intro:
    'Los incendios forestales avanzan rápido, cambian de dirección con el viento y lanzan brasas por delante de las llamas. Su humo puede dañar a personas a muchas millas de distancia. Las familias a las que mejor les va son las que se fueron temprano, con el auto ya orientado en la dirección correcta y las mochilas ya hechas, y que prepararon su casa para que tenga una oportunidad sin ellas.',
  before: [
    'Inscríbase en las alertas locales y conozca las zonas de evacuación de su comunidad y al menos dos salidas de su vecindario.',
    `Mantenga los primeros ${F.clearFeet} pies (${F.clearMetres} m) alrededor de la casa libres de hojas secas, desechos y leña; limpie las canaletas y el techo, y aleje de las paredes todo lo que pueda arder.`,
    'Prepare una habitación que mantenga el humo afuera: cierre ventanas y puertas y use un purificador de aire portátil con filtro HEPA. Tenga mascarillas N95 para cada adulto y adolescente.',
    'En temporada de incendios tenga las mochilas de emergencia junto a la puerta, el tanque del auto al menos a la mitad y el auto estacionado mirando hacia la salida.',
    `Almacene ${WATER} durante al menos ${F.waterDays} días, y un suministro de medicinas para ${F.medicineDays} días.`,
  ],
  during: [
    'Váyase en cuanto las autoridades se lo indiquen, y antes si no se siente seguro. No espere a que toquen a su puerta.',
    'Antes de irse, si hay tiempo: cierre todas las ventanas y puertas (sin llave), cierre el gas, aleje los muebles de las ventanas y deje las luces encendidas para que los bomberos vean la casa entre el humo.',
    'Maneje con las luces encendidas, las ventanas cerradas y el aire en recirculación. Fíjese en las personas, los animales y los vehículos de bomberos en el camino.',
    `Si queda atrapado, llame al ${F.usEmergencyNumber} y diga dónde está. Quédese en un edificio o en un auto en un área despejada, lejos de árboles y matorrales, y manténgase agachado bajo el humo.`,
    'Si no está en el camino del fuego, vigile la calidad del aire. Cuando el humo sea denso, mantenga a todos adentro con las ventanas cerradas y la habitación de aire limpio funcionando.',
  ],
  after: [
    'Regrese a casa solo cuando las autoridades digan que es seguro. Los puntos calientes pueden reavivarse durante días.',
    'Tenga cuidado con los pozos de ceniza y las brasas, los cables eléctricos caídos y los árboles dañados. Use botas resistentes, guantes, mangas largas y una mascarilla N95 al limpiar.',
    'Moje ligeramente la ceniza antes de barrerla, y mantenga a los niños y las mascotas lejos de ella.',
    'Deseche los alimentos, el agua y las medicinas que estuvieron cerca del fuego o expuestos al calor y al humo. Siga cualquier aviso sobre el agua potable.',
    'Tome fotos de los daños para su seguro antes de empezar a limpiar.',
  ],
  family: [
    'Los niños respiran más aire para su tamaño que los adultos, así que el humo les afecta más: manténgalos adentro los días con humo y vayan a la habitación de aire limpio. Las mascarillas N95 comunes no les quedan bien a los niños pequeños.',
    'En temporada de incendios tenga las transportadoras y las correas junto a la puerta y entre a las mascotas cuando haya humo en el aire, para no tener que buscarlas cuando llegue la orden.',
    'Empaque para cada mascota comida, agua, medicinas y registros, y planifique un lugar para los animales grandes mucho antes de la temporada.',
    'Practiquen la evacuación con toda la familia: quién lleva qué, quién se encarga de cada mascota y hacia dónde manejan.',
  ],
};

export default body;
