/** La guía 1 en español: introducción, secciones y conclusión (decisión 0357; la tarjeta y las fuentes: ../../articles.es.ts). */
import type { ArticleBodyTexts } from '../../../articles';

const body: ArticleBodyTexts[1] = {
  intro:
    'Cuando llega una orden de evacuación, puede que tenga minutos, no horas. Una mochila de emergencia (en inglés, “go-bag” o “bug-out bag”) es un kit empacado y listo para llevar que permite a cada miembro de su hogar salir de inmediato y valerse por sí mismo durante al menos 72 horas, el plazo con el que trabajan los planificadores de emergencias antes de que la ayuda y los servicios se restablezcan de forma confiable. No es todo su kit de emergencia: el kit de la casa sirve para refugiarse en el lugar, idealmente durante dos semanas. La mochila sirve para salir. Ármela con la lista de abajo, manténgala lo bastante liviana para cargarla a pie y déjela donde pueda tomarla al salir por la puerta.',
  sections: [
    {
      title: 'La mochila y su peso',
      lines: [
        'Una mochila por persona. Los niños que ya pueden cargar una mochila pequeña llevan la suya; empaque también comida, agua, correa y registros de sus mascotas.',
        'Elija una mochila cómoda con cinturón acolchado, para que el peso descanse en las caderas y no en los hombros. Entre 35 y 50 litros le sirven a la mayoría de los adultos.',
        'Manténgala lo bastante liviana para caminar varias millas. Muchos excursionistas procuran que la mochila cargada no pase de un 20% del peso corporal; haga una caminata de prueba y saque lo que no necesite.',
        'Ponga lo pesado cerca de la espalda y centrado; guarde los primeros auxilios, la luz, la ropa de lluvia y los documentos en bolsillos exteriores a los que llegue rápido.',
        'Forre el compartimento principal con una bolsa de basura resistente o con bolsas impermeables para que todo se mantenga seco.',
        'Deje la mochila cerca de una salida, diga a todos en casa dónde está y tenga un kit más pequeño en el carro y en el trabajo.',
      ],
    },
    {
      title: 'Agua y alimentos',
      lines: [
        'Norma de planificación: un galón de agua por persona por día, para beber y para la higiene (Ready.gov).',
        'Tres días a ese ritmo son unos 3 galones, aproximadamente 25 libras por persona: demasiado peso para cargarlo lejos. Lleve de 2 a 3 litros y una forma de tratar más: un filtro portátil y tabletas purificadoras. Guarde agua adicional en el vehículo.',
        'La mayoría de los filtros portátiles eliminan bacterias y protozoos, pero no virus. Donde el agua pueda llevar aguas residuales, como después de una inundación, añada un tratamiento químico o hiérvala. Vea la guía de purificación del agua.',
        'Empaque alimentos no perecederos y listos para comer para tres días: barras energéticas o de ración, crema de cacahuate, fruta seca, carne seca, comidas listas para comer. Empaque lo que su familia realmente comerá y tenga en cuenta las alergias y las dietas especiales.',
        'Añada una estufa compacta con combustible, una olla o taza de metal para hervir agua, una cuchara y un abrelatas manual si lleva latas.',
        'Nunca use una estufa dentro de una carpa, un vehículo o un cuarto cerrado: el monóxido de carbono puede matar sin aviso.',
      ],
    },
    {
      title: 'Refugio, calor y ropa',
      lines: [
        'Una manta de emergencia o un saco de vivac reutilizable conserva el calor del cuerpo; una lona liviana y unos 50 pies de cuerda forman un refugio contra la lluvia.',
        'Empaque una muda completa de ropa para su clima: capas que alejen la humedad, un gorro abrigado, guantes y ropa de lluvia. El algodón retiene el agua y enfría cuando está mojado.',
        'Calzado resistente y ya usado, y dos pares de calcetines de repuesto de lana o sintéticos. Con los pies mojados y llenos de ampollas no se llega lejos.',
        'Un saco de dormir compacto o una colcha para la noche más fría que espere, por si no puede llegar a un refugio.',
        'Guantes de trabajo y una mascarilla contra el polvo o un respirador N95 para escombros, ceniza y humo (Ready.gov incluye una mascarilla contra el polvo en todo kit).',
      ],
    },
    {
      title: 'Primeros auxilios, medicamentos e higiene',
      lines: [
        'Un botiquín de primeros auxilios con curitas, gasa, cinta adhesiva, venda elástica, toallitas antisépticas, guantes y analgésicos.',
        'Medicamentos recetados para al menos 7 días (Cruz Roja Americana), copias de las recetas, anteojos o lentes de contacto de repuesto y baterías para audífonos.',
        'Si lleva un torniquete o gasa hemostática, aprenda a usarlos: un curso breve de Stop the Bleed enseña a controlar hemorragias.',
        'Higiene: desinfectante de manos, jabón, cepillo de dientes, papel higiénico, toallitas húmedas, productos de higiene femenina y bolsas de basura con amarres de plástico para el saneamiento.',
        'Una tarjeta escrita para cada persona: condiciones médicas, alergias, medicamentos y contactos de emergencia.',
      ],
    },
    {
      title: 'Luz, herramientas y comunicación',
      lines: [
        'Una linterna de cabeza y otra linterna de repuesto, con baterías adicionales.',
        'Tres formas de hacer fuego: un encendedor, fósforos a prueba de agua y una varilla de ferrocerio, más yesca en una bolsa impermeable.',
        'Una herramienta multiuso o un cuchillo de hoja fija, cinta adhesiva resistente, un silbato para pedir ayuda y una llave inglesa o unas pinzas para cerrar los servicios públicos (Ready.gov).',
        'Un radio de baterías o de manivela que reciba la Radio Meteorológica de la NOAA, y su teléfono con cargador y una batería portátil cargada.',
        'Mapas en papel de su zona con las rutas de evacuación marcadas, y una brújula. Los teléfonos y las redes celulares fallan en las grandes emergencias.',
        'Artículos legales de protección personal, como una alarma personal, o gas pimienta donde su estado y su ciudad lo permitan.',
      ],
    },
    {
      title: 'Documentos, efectivo y mantenimiento',
      lines: [
        'Copias de identificaciones, pólizas de seguro, historiales médicos, escritura o contrato de arrendamiento y actas de nacimiento en una funda impermeable; una memoria USB cifrada es un respaldo compacto.',
        'Efectivo en billetes pequeños: los lectores de tarjetas y los cajeros automáticos dejan de funcionar sin electricidad ni redes.',
        'Una tarjeta de contactos para cada miembro del hogar: contacto fuera del área, puntos de encuentro, médicos y farmacias.',
        'Revise la mochila cada 6 meses: renueve el agua y los alimentos antes de que venzan, reemplace los medicamentos vencidos y las baterías agotadas, y ajuste la ropa a la temporada y a los niños que crecen.',
        'Vincule la revisión a una fecha que no olvide, como los cambios de hora de primavera y otoño, y reponga todo justo después de cada uso o simulacro.',
      ],
    },
  ],
  conclusion:
    'Una mochila de emergencia vale lo que su última revisión. Empaque para 72 horas, cargue solo lo que de verdad pueda llevar caminando y trate el agua en lugar de intentar cargarla toda. Deje la mochila junto a la puerta, asegúrese de que todos en su hogar sepan dónde está y cuándo tomarla, y revísela cada 6 meses. Estar preparado es una rutina, no una compra.',
};

export default body;
