/** The legal documents in Spanish: a translation of `en.ts`, with the same keys, entries and placeholders. */
import type { LegalTexts } from './en.ts'

const texts: LegalTexts = {
  ui: {
    version: 'Versión {{version}}',
    effectiveDate: 'Vigente desde el {{date}}',
    contents: 'En esta página',
    otherDocuments: 'Otras políticas',
    questions: '¿Tiene preguntas sobre este documento? Escríbanos a {{supportEmail}}.',
    termsUpdate: {
      title: 'Nuestros Términos y condiciones han cambiado',
      body: 'Hemos publicado la versión {{version}} de los Términos y condiciones, vigente desde el {{date}}. Lea los cambios y acéptelos para seguir usando su cuenta.',
      whatChanged: 'Qué ha cambiado en los Términos y condiciones',
      privacyPolicy: 'Política de privacidad',
      accept: 'Acepto',
      accepting: 'Guardando...',
      failed: 'No se ha podido guardar su aceptación. Inténtelo de nuevo.',
    },
  },

  privacyPolicy: {
    title: 'Política de privacidad',
    description:
      'Cómo Rally recopila, utiliza, comparte y protege los datos personales de jugadores, padres, entrenadores, compañeros de entrenamiento y academias, y qué derechos tiene usted sobre ellos.',
    sections: {
      whoWeAre: {
        heading: 'Quiénes somos',
        body: [
          'Rally es un mercado en línea de deportes de raqueta (tenis y bádminton) gestionado por {{companyName}}, una sociedad registrada en la India («Rally», «nosotros»). Jugadores y padres utilizan Rally para reservar compañeros de entrenamiento y especialistas deportivos, realizar sesiones por videollamada con entrenadores y encontrar academias y ofertas de empleo desde cualquier lugar del mundo.',
          '{{companyName}} es el responsable del tratamiento (el «data fiduciary» según la legislación india) de los datos personales descritos en esta política. Puede contactarnos en {{supportEmail}} o en el {{supportPhone}} para cualquier cuestión relativa a esta política.',
        ],
      },
      dataWeCollect: {
        heading: 'Datos que recopilamos',
        body: [
          'Solo recopilamos lo que necesitamos para gestionar el mercado:',
          '- Datos de la cuenta procedentes del inicio de sesión con Google: su nombre, dirección de correo electrónico, foto de perfil e identificador de la cuenta de Google. Nunca vemos su contraseña de Google.',
          '- Datos de perfil que usted nos facilita: nombre de usuario, función (jugador, padre o madre, entrenador, compañero de entrenamiento o academia), números de teléfono y de WhatsApp, país y ciudad, deporte, nivel de juego, biografía, tarifas y disponibilidad.',
          '- Archivos que usted sube: fotos de perfil, currículos, certificados, logotipos de academias e imágenes de galería.',
          '- Datos de reservas: quién reservó a quién, el deporte, la fecha y la hora solicitadas, los mensajes que escribe en un formulario de reserva y el estado de cada reserva.',
          '- Datos de pago: el importe, la moneda, el método y el estado de un pago, así como los identificadores que nos devuelve nuestro proveedor de pagos. Los datos de tarjeta y de UPI se introducen en la página del proveedor de pagos; no recibimos ni almacenamos números de tarjeta ni PIN de UPI.',
          '- Valoraciones, reseñas, testimonios, entradas de blog y otros contenidos que usted publique.',
          '- Datos técnicos: su idioma preferido, las páginas que solicita, su dirección IP y el tipo de navegador, que se conservan en los registros del servidor para mantener la seguridad del servicio.',
        ],
      },
      howWeUse: {
        heading: 'Cómo utilizamos sus datos',
        body: [
          '- Para crear y proteger su cuenta y mantener su sesión iniciada.',
          '- Para mostrar su perfil público a quienes buscan un compañero de entrenamiento, un especialista o una academia, si ha elegido una función que tenga perfil público.',
          '- Para gestionar las reservas: facilitamos su nombre y sus datos de contacto a la persona que usted reserva, y los de esa persona a usted, para que la sesión pueda tener lugar.',
          '- Para cobrar pagos, tramitar reembolsos y llevar los registros contables que exige la ley.',
          '- Para crear los enlaces de videollamada de las sesiones reservadas.',
          '- Para enviarle correos electrónicos sobre su cuenta, sus reservas, pagos y reembolsos, así como respuestas a sus mensajes.',
          '- Para mostrar valoraciones y reseñas, y para moderar los contenidos que incumplan nuestros Términos y condiciones.',
          '- Para prevenir el fraude y el abuso, y para corregir errores.',
          'No vendemos sus datos personales ni los utilizamos para publicidad de terceros.',
        ],
      },
      legalBases: {
        heading: 'Por qué estamos autorizados a utilizarlos',
        body: [
          'Utilizamos sus datos para ejecutar nuestro contrato con usted (su cuenta y sus reservas), porque usted ha dado su consentimiento (por ejemplo, para un perfil público o para correos electrónicos opcionales), para cumplir obligaciones legales (registros fiscales y contables) y por nuestro interés legítimo en mantener Rally seguro y en funcionamiento. Cuando la ley de su país exija el consentimiento, se lo solicitaremos, y usted podrá retirarlo en cualquier momento sin que ello afecte al tratamiento realizado con anterioridad.',
        ],
      },
      sharing: {
        heading: 'Con quién los compartimos',
        body: [
          'Solo compartimos datos personales con quienes los necesitan para prestar el servicio, en virtud de contratos que les obligan a protegerlos:',
          '- El entrenador, compañero de entrenamiento, academia o jugador que sea la otra parte de una reserva.',
          '- Google, para el inicio de sesión.',
          '- Razorpay, nuestro proveedor de pagos, para procesar pagos con tarjeta, UPI y otros métodos, así como los reembolsos.',
          '- Zoom o Jitsi, para alojar las sesiones por videollamada.',
          '- Nuestros proveedores de alojamiento, almacenamiento y correo electrónico.',
          '- Las autoridades, cuando la ley lo exija o para proteger los derechos y la seguridad de nuestros usuarios.',
        ],
      },
      storage: {
        heading: 'Dónde se conservan sus datos',
        body: [
          'Sus datos se almacenan en servidores situados en la India. Cuando personas de fuera de la India utilizan Rally, sus datos se transfieren a la India; cuando nuestros proveedores de servicios tratan datos en otros países, nos basamos en las garantías reconocidas por la ley, como las cláusulas contractuales tipo de la Comisión Europea para los datos procedentes del Espacio Económico Europeo, el Reino Unido y Suiza.',
        ],
      },
      retention: {
        heading: 'Durante cuánto tiempo los conservamos',
        body: [
          'Conservamos los datos de su cuenta mientras esta exista. Cuando elimina su cuenta, eliminamos o anonimizamos su perfil, sus archivos y sus datos de contacto en un plazo razonable, salvo lo que debamos conservar por ley: los registros de pagos y facturas se conservan durante el plazo que exige la legislación fiscal y contable india. Los registros del servidor se conservan durante un breve periodo y después se eliminan.',
        ],
      },
      yourRights: {
        heading: 'Sus derechos',
        body: [
          'Viva donde viva, puede solicitarnos que:',
          '- le mostremos los datos personales que tenemos sobre usted y le facilitemos una copia;',
          '- corrijamos los datos inexactos o incompletos (también puede editar su perfil usted mismo);',
          '- eliminemos sus datos y su cuenta;',
          '- limitemos determinados usos de sus datos o dejemos de realizarlos si usted se opone, y aceptemos la retirada de un consentimiento que haya dado;',
          '- le entreguemos los datos que nos ha facilitado en un formato portátil.',
          'Escriba a {{supportEmail}} desde la dirección de correo electrónico de su cuenta. Responderemos en el plazo que establezca la ley. Si reside en el Espacio Económico Europeo o en el Reino Unido, también puede presentar una reclamación ante su autoridad de protección de datos, y en la India ante el Data Protection Board of India; no obstante, le agradeceríamos que nos diera primero la oportunidad de resolver su consulta.',
        ],
      },
      children: {
        heading: 'Menores',
        body: [
          'Debe tener al menos {{minimumAge}} años para crear una cuenta. Los jugadores jóvenes participan a través de su padre, madre o tutor, que crea la cuenta, realiza las reservas y es responsable de ellas. No recopilamos a sabiendas datos personales de menores a través de cuentas; si cree que un menor nos ha facilitado datos personales, escriba a {{supportEmail}} y los eliminaremos.',
        ],
      },
      security: {
        heading: 'Cómo los protegemos',
        body: [
          'Ciframos los datos en tránsito, verificamos cada inicio de sesión con Google, mantenemos las sesiones revocables, limitamos el acceso a los datos personales a las personas que lo necesitan y comprobamos las confirmaciones de pago con nuestro proveedor de pagos. Ningún sistema es totalmente seguro; si una brecha de seguridad afecta a sus datos, se lo comunicaremos a usted y a las autoridades según exija la ley.',
        ],
      },
      cookies: {
        heading: 'Cookies y almacenamiento local',
        body: [
          'Rally guarda su sesión y su idioma preferido en su navegador para que su sesión permanezca iniciada y pueda leer el sitio en su idioma. Un formulario de reserva conserva en su navegador lo que ha escrito hasta que lo envía. No utilizamos cookies publicitarias. Google y Razorpay pueden instalar sus propias cookies cuando usted inicia sesión o paga.',
        ],
      },
      changes: {
        heading: 'Cambios en esta política',
        body: [
          'Cuando modifiquemos esta política, publicaremos aquí la nueva versión con su número de versión y su fecha de entrada en vigor. Si el cambio es relevante para el uso que hacemos de sus datos, se lo comunicaremos por correo electrónico o en el sitio antes de que entre en vigor.',
        ],
      },
      contact: {
        heading: 'Contacto',
        body: [
          'Para preguntas o solicitudes sobre privacidad, escriba a {{supportEmail}}, llame al {{supportPhone}} o envíenos un mensaje por WhatsApp al {{whatsappNumber}}.',
        ],
      },
    },
  },

  termsAndConditions: {
    title: 'Términos y condiciones',
    description:
      'Las normas de uso de Rally: cuentas, reservas con compañeros de entrenamiento, especialistas y academias, pagos, sesiones por videollamada, contenidos que usted publica y nuestras responsabilidades.',
    sections: {
      changes: {
        heading: 'Qué ha cambiado en esta versión',
        body: [
          '- Los reembolsos y las cancelaciones se rigen ahora por nuestra Política de reembolso y cancelación y por nuestra Política de cambios y reembolsos, que forman parte de estos términos.',
          '- Ahora registramos qué versión de estos términos ha aceptado usted y le pedimos que vuelva a aceptarlos cuando cambien.',
          '- Las normas sobre los contenidos que usted publica (reseñas, testimonios y entradas de blog) figuran en una sección propia.',
        ],
      },
      agreement: {
        heading: 'Acuerdo',
        body: [
          'Estos términos constituyen un acuerdo entre usted y {{companyName}}, una sociedad registrada en la India que gestiona Rally. Al crear una cuenta o realizar una reserva, usted acepta estos términos y nuestra Política de privacidad. Si no los acepta, no utilice Rally.',
        ],
      },
      eligibility: {
        heading: 'Quién puede utilizar Rally',
        body: [
          '- Debe tener al menos {{minimumAge}} años para crear una cuenta. Un padre, una madre o un tutor puede crear una cuenta y reservar sesiones para un jugador más joven, y es responsable del uso que ese jugador haga de Rally.',
          '- Se necesita una cuenta para utilizar los servicios de la plataforma más allá de la consulta de las páginas públicas. El inicio de sesión se realiza con una cuenta de Google.',
          '- Al registrarse, debe facilitar información exacta, completa y actual, y mantenerla actualizada. No puede hacerse pasar por otra persona ni tener más de una cuenta para la misma función.',
          '- Usted es responsable de todo lo que se haga a través de su cuenta. Avísenos de inmediato en {{supportEmail}} si cree que otra persona la está utilizando.',
        ],
      },
      service: {
        heading: 'Qué hace Rally',
        body: [
          'Rally pone en contacto a jugadores y padres con compañeros de entrenamiento, especialistas deportivos (entrenadores) y academias. Los entrenadores, compañeros de entrenamiento y academias son independientes: no son empleados ni agentes nuestros, y son responsables de las sesiones que imparten, de la información de sus perfiles y de sus propias cualificaciones. Revisamos los perfiles antes de publicarlos, pero no garantizamos el resultado de ninguna sesión.',
        ],
      },
      bookings: {
        heading: 'Reservas',
        body: [
          '- Una reserva es una solicitud dirigida a la persona o academia que usted elige. Solo queda confirmada cuando esta la acepta; también puede rechazarla.',
          '- Solo puede tener una solicitud de reserva abierta a la vez.',
          '- Las sesiones con especialistas se realizan por videollamada (Zoom o Jitsi); el enlace se envía cuando se acepta la sesión. Sea puntual y asegúrese de que su cámara, su micrófono y su conexión funcionan.',
          '- Las sesiones de sparring tienen lugar en el lugar y a la hora que acuerde con su compañero. Respete las normas de la instalación y juegue de forma segura; usted realiza actividad física bajo su propia responsabilidad, dentro de los límites que permita la ley.',
        ],
      },
      payments: {
        heading: 'Tarifas y pagos',
        body: [
          'La tarifa de reserva se muestra antes de pagar ({{bookingFees}} para una reserva estándar). Puede pagar en línea con tarjeta, UPI u otros métodos que ofrezca nuestro proveedor de pagos Razorpay, escaneando nuestro código QR de UPI, o bien elegir «Pagar después» cuando esté disponible y pagar antes de la sesión. Los precios incluyen los impuestos aplicables, salvo que se indique lo contrario. Una reserva pagada en línea solo se registra cuando el proveedor de pagos confirma el pago.',
        ],
      },
      cancellations: {
        heading: 'Cancelaciones y reembolsos',
        body: [
          'Puede cancelar una reserva en cualquier momento; la cancelación surte efecto de inmediato y no tiene ningún coste adicional. La devolución de su dinero se rige por nuestra Política de reembolso y cancelación y por nuestra Política de cambios y reembolsos, que forman parte de estos términos.',
        ],
      },
      content: {
        heading: 'Contenidos que usted publica',
        body: [
          'Usted conserva los derechos sobre las fotos, currículos, certificados, reseñas, testimonios y entradas de blog que publique en Rally, y nos concede una licencia no exclusiva, mundial y gratuita para alojarlos, mostrarlos y adaptarlos (por ejemplo, cambiar el tamaño de una imagen) con el fin de gestionar y promocionar el servicio. Usted confirma que tiene derecho a publicarlos y que son veraces.',
          'Las reseñas y valoraciones deben describir su propia experiencia. No puede publicar contenidos ilícitos, engañosos, de odio, acosadores o sexuales, que vulneren los derechos de terceros o que anuncien otros servicios. Podemos revisar, ocultar o retirar contenidos y suspender las cuentas que incumplan estas normas.',
        ],
      },
      conduct: {
        heading: 'Uso aceptable',
        body: [
          '- Trate con respeto a los demás jugadores, padres, entrenadores y academias, en línea y en la pista.',
          '- No utilice Rally para contactar con personas con fines ajenos al deporte, para enviar spam ni para acordar pagos fuera de Rally por reservas realizadas en Rally.',
          '- No intente dañar, sobrecargar, extraer datos de forma automatizada ni aplicar ingeniería inversa al servicio, ni acceder a datos que no le pertenecen.',
          '- Proteja a los menores: las sesiones con un jugador joven se realizan con conocimiento de su padre, madre o tutor.',
        ],
      },
      suspension: {
        heading: 'Suspensión y cierre de su cuenta',
        body: [
          'Puede cerrar su cuenta en cualquier momento escribiendo a {{supportEmail}}. Podemos suspender o cerrar una cuenta que incumpla estos términos o la Política de privacidad, que facilite información falsa o que ponga en riesgo a otros usuarios; cuando sea posible, le explicaremos antes el motivo. El incumplimiento de estos términos o de la Política de privacidad extingue además cualquier derecho a reembolso.',
        ],
      },
      liability: {
        heading: 'Nuestra responsabilidad',
        body: [
          'Prestamos el servicio de Rally con una diligencia y una pericia razonables, pero no podemos garantizar que esté siempre disponible o libre de errores. En la medida en que la ley lo permita, no somos responsables de los daños indirectos o consecuentes, y nuestra responsabilidad total por cualquier reclamación relativa a una reserva se limita al importe que nos haya pagado por esa reserva. Nada de lo dispuesto en estos términos limita una responsabilidad que la ley no permita limitar, ni sus derechos como consumidor conforme a la legislación de su país.',
        ],
      },
      law: {
        heading: 'Legislación aplicable y controversias',
        body: [
          'Estos términos se rigen por las leyes de la India. Le rogamos que se ponga primero en contacto con nosotros para que podamos intentar resolver cualquier controversia. En caso contrario, serán competentes los tribunales de Bengaluru (India), sin que ello le prive de la protección que le otorgan las normas imperativas de protección del consumidor del país en el que reside.',
        ],
      },
      updates: {
        heading: 'Cambios en estos términos',
        body: [
          'Podemos modificar estos términos cuando cambien el servicio o la ley. Publicamos cada versión con su número de versión y su fecha de entrada en vigor, y pedimos a los usuarios con sesión iniciada que acepten la nueva versión antes de seguir utilizando su cuenta.',
        ],
      },
      contact: {
        heading: 'Contacto',
        body: ['Preguntas sobre estos términos: {{supportEmail}}, {{supportPhone}} o WhatsApp {{whatsappNumber}}.'],
      },
    },
  },

  refundPolicy: {
    title: 'Política de reembolso y cancelación',
    description:
      'La garantía de devolución del dinero de Rally: cuándo se reembolsa un pago, cuánto tarda en llegar un reembolso y cómo funciona la cancelación de una reserva.',
    sections: {
      guarantee: {
        heading: 'Nuestra garantía de devolución del dinero de {{refundWindowDays}} días',
        body: [
          'Si no está satisfecho, puede recuperar su dinero en un plazo de {{refundWindowDays}} días desde su primera compra en Rally. La garantía se cuenta desde la fecha de su primera compra (su primera reserva de pago o suscripción).',
        ],
      },
      exclusions: {
        heading: 'Cuándo no hay reembolso',
        body: [
          'Un pago no se reembolsa:',
          '- después de más de {{refundWindowDays}} días de uso;',
          '- cuando usted ha incumplido nuestros Términos y condiciones o nuestra Política de privacidad;',
          '- cuando ha pagado una tarifa promocional o con descuento.',
        ],
      },
      howRefundsArrive: {
        heading: 'Cómo recibe un reembolso',
        body: [
          'El reembolso se abona en el método de pago original: la tarjeta, la cuenta UPI u otro método con el que pagó. Llega en un plazo máximo de {{refundArrivalBusinessDays}} días hábiles desde que lo aprobamos; a partir de ahí, su banco o el emisor de su tarjeta decide cuándo aparece en su extracto.',
          'Si pagó escaneando nuestro código QR de UPI, el reembolso se abona en la cuenta UPI desde la que se realizó el pago. Las reservas hechas con «Pagar después» que aún no se han pagado y las reservas gratuitas no tienen nada que reembolsar.',
        ],
      },
      cancellation: {
        heading: 'Cancelar una reserva',
        body: [
          'Puede cancelar una reserva en cualquier momento desde «Mis reservas». La cancelación surte efecto de inmediato y no conlleva ningún cargo adicional. Cuando una reserva cancelada cumple los requisitos de la garantía anterior, el reembolso se inicia automáticamente y se lo comunicamos por correo electrónico.',
          'Cuando un entrenador, compañero de entrenamiento o academia rechaza o cancela una reserva que usted ha pagado, puede solicitar un reembolso o un cambio según lo descrito en nuestra Política de cambios y reembolsos.',
        ],
      },
      howToAsk: {
        heading: 'Cómo solicitar un reembolso',
        body: [
          'Cancele la reserva en «Mis reservas» o escriba a {{supportEmail}} desde la dirección de correo electrónico de su cuenta indicando la reserva y el motivo. También puede llamar al {{supportPhone}} o enviarnos un mensaje por WhatsApp al {{whatsappNumber}}. Respondemos a todas las solicitudes y le comunicamos el resultado por correo electrónico.',
        ],
      },
    },
  },

  exchangeAndRefundPolicy: {
    title: 'Política de cambios y reembolsos',
    description:
      'Cómo trasladar una reserva pagada en Rally a otra fecha, a otro especialista o a otro compañero de entrenamiento, y cuándo recupera su dinero en su lugar.',
    sections: {
      scope: {
        heading: 'Qué abarca esta política',
        body: [
          'Rally vende servicios, no bienes: sesiones con compañeros de entrenamiento y especialistas deportivos, y reservas con academias. Un «cambio» consiste en trasladar una reserva pagada a otra fecha u hora, o a otro entrenador, compañero de entrenamiento o academia, en lugar de recibir un reembolso. Esta política complementa nuestra Política de reembolso y cancelación.',
        ],
      },
      exchanges: {
        heading: 'Cambiar una reserva',
        body: [
          '- Otra fecha u hora: acuerde una nueva hora con la persona que reservó o pídanos que la organicemos. La reserva y su pago no cambian.',
          '- Otra persona: si el entrenador, compañero de entrenamiento o academia no puede impartir la sesión, puede elegir a otra persona en Rally por la misma tarifa, y su pago se traslada a la nueva reserva.',
          '- El cambio es gratuito. Escriba a {{supportEmail}} indicando su reserva y lo que desea en su lugar.',
        ],
      },
      whenDeclined: {
        heading: 'Cuando la otra parte rechaza o cancela',
        body: [
          'Si la persona o academia que reservó rechaza su solicitud, la cancela o no se presenta, usted elige: un cambio como el descrito anteriormente, o la devolución de su dinero en el método de pago original en un plazo máximo de {{refundArrivalBusinessDays}} días hábiles.',
        ],
      },
      refunds: {
        heading: 'Reembolsos en lugar de un cambio',
        body: [
          'En los demás casos, los reembolsos se rigen por nuestra Política de reembolso y cancelación: devolución del dinero en un plazo de {{refundWindowDays}} días desde su primera compra, abonada en el método de pago original en un plazo máximo de {{refundArrivalBusinessDays}} días hábiles; sin reembolso después de más de {{refundWindowDays}} días de uso, tras un incumplimiento de nuestros Términos y condiciones o de nuestra Política de privacidad, ni en caso de tarifa promocional o con descuento.',
        ],
      },
      sessionQuality: {
        heading: 'Si una sesión salió mal',
        body: [
          'Si una sesión por videollamada no pudo realizarse por un problema técnico atribuible a nosotros, o si una sesión claramente no correspondía a lo descrito en el perfil, comuníquenoslo dentro del plazo de reembolso en {{supportEmail}}. Revisamos cada aviso y ofrecemos un cambio o un reembolso conforme a las normas anteriores.',
        ],
      },
      contact: {
        heading: 'Contacto',
        body: [
          'Escriba a {{supportEmail}}, llame al {{supportPhone}} o envíenos un mensaje por WhatsApp al {{whatsappNumber}}.',
        ],
      },
    },
  },
}

export default texts
