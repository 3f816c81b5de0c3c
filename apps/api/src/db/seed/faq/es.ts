import type { FaqText } from '@rally/shared'

export default {
  'book-partner': {
    question: '¿Cómo reservo un compañero de entrenamiento?',
    answer:
      'Elige tu deporte, abre Compañeros de entrenamiento y escoge un jugador por ranking, ciudad o nombre. En su perfil pulsa Reservar, completa tus datos de contacto, la fecha y hora que prefieres y la duración de la sesión, y elige Reservar ahora y pagar después o Pagar y reservar ahora.',
  },
  'book-specialist': {
    question: '¿Cómo reservo una sesión con un especialista deportivo?',
    answer:
      'Abre Especialista deportivo en tu deporte, elige un entrenador, fisioterapeuta, nutricionista u otro especialista y pulsa Reservar. Las sesiones con especialistas son por videollamada: tú eliges la duración en minutos y la hora que prefieres.',
  },
  'account-required': {
    question: '¿Necesito una cuenta para reservar?',
    answer:
      'Sí. Inicia sesión con tu cuenta de Google antes de reservar, para que tus reservas, pagos y mensajes estén juntos en un solo lugar. Debes tener al menos 18 años para tener una cuenta.',
  },
  'one-request': {
    question: '¿Por qué solo puedo tener una solicitud abierta a la vez?',
    answer:
      'Cada usuario puede hacer una solicitud a la vez. Los compañeros y especialistas responden antes si no reciben solicitudes duplicadas, así que espera a que tu solicitud abierta sea aceptada, rechazada o cancelada antes de hacer otra.',
  },
  'after-request': {
    question: '¿Qué pasa después de enviar una solicitud de reserva?',
    answer:
      'Te enviamos una confirmación por correo y avisamos al compañero o especialista, que acepta o rechaza la solicitud. Puedes seguir su estado en Mis reservas y recibirás un correo cada vez que cambie.',
  },
  'cancel-booking': {
    question: '¿Puedo cancelar una reserva?',
    answer:
      'Sí. Abre Mis reservas y cancela una solicitud que aún no se haya realizado. La cancelación es inmediata y no tiene ningún coste adicional.',
  },
  'booking-fee': {
    question: '¿Cuánto cuesta una reserva?',
    answer:
      'La tarifa de reserva es de {inr} en la India, {usd} en dólares estadounidenses o {eur} en euros. Algunos compañeros y especialistas fijan su propia tarifa por sesión, que se muestra en su perfil antes de reservar.',
  },
  'fee-covers': {
    question: '¿Qué cubre la tarifa de reserva?',
    answer:
      'Reserva tu lugar en la agenda del compañero o especialista y cubre el pago seguro, los correos de confirmación, el enlace de vídeo de las sesiones con especialistas y nuestra ayuda si algo sale mal.',
  },
  'pay-later': {
    question: '¿Qué es Pagar después?',
    answer:
      'Reservar ahora y pagar después envía tu solicitud sin pago en línea: la reserva queda registrada con el pago pendiente y pagas la tarifa antes de la sesión en la página de pago, con el código QR de UPI, tarjeta o UPI.',
  },
  currency: {
    question: '¿En qué moneda se me cobra?',
    answer:
      'Los pagos en línea se hacen en rupias indias (INR). Si tu tarjeta está en otra moneda, tu banco convierte el importe a su propio tipo de cambio y puede añadir una comisión por operación en el extranjero.',
  },
  'payment-methods': {
    question: '¿Qué métodos de pago puedo usar?',
    answer:
      'Tarjetas de débito y crédito, UPI, nuestro código QR de UPI, que cualquier app de UPI puede escanear, y los demás métodos que ofrece el pago seguro, como banca en línea y monederos electrónicos.',
  },
  upi: {
    question: '¿Puedo pagar con UPI?',
    answer:
      'Sí. Elige UPI en el pago y aprueba la solicitud en tu app de UPI (Google Pay, PhonePe, Paytm, BHIM o la app de tu banco), o escanea el código QR de la página de pago.',
  },
  'qr-code': {
    question: '¿Cómo funciona el pago con código QR?',
    answer:
      'En la página de pago, escanea el código QR con cualquier app de UPI; toca el código para ampliarlo a pantalla completa si cuesta escanearlo. El importe ya viene rellenado. Después de pagar, pulsa He pagado e indica la referencia del pago para que podamos confirmarlo.',
  },
  'card-safety': {
    question: '¿Están seguros los datos de mi tarjeta?',
    answer:
      'Los datos de la tarjeta se introducen en la ventana segura del proveedor de pagos y nunca llegan a los servidores de Rally. Solo recibimos una confirmación firmada del pago, que nuestro servidor comprueba antes de confirmar tu reserva.',
  },
  'payment-failed': {
    question: 'Mi pago falló o se canceló. ¿Y ahora qué?',
    answer:
      'Un pago cancelado no se cobra: vuelve a intentarlo. Si el dinero salió de tu cuenta pero no se creó la reserva, escríbenos con la referencia del pago y confirmaremos la reserva o te lo reembolsaremos.',
    link: 'Contáctanos',
  },
  'money-back': {
    question: '¿Puedo recuperar mi dinero?',
    answer:
      'Sí. Hay una garantía de devolución de {refundDays} días desde tu primera compra: pide el reembolso en un plazo de {refundDays} días y recuperas el importe completo.',
    link: 'Lee la política de reembolso y cancelación',
  },
  'refund-time': {
    question: '¿Cuánto tarda un reembolso?',
    answer:
      'Los reembolsos vuelven al método de pago original en un plazo máximo de {refundBusinessDays} días hábiles. Tu banco puede tardar un poco más en mostrar el dinero en tu extracto.',
  },
  'no-refund': {
    question: '¿Cuándo no es posible un reembolso?',
    answer:
      'Tras más de {refundDays} días de uso, tras una infracción de los términos y condiciones o de la política de privacidad, y con una tarifa promocional o con descuento.',
    link: 'Lee la política de reembolso y cancelación',
  },
  'automatic-refund': {
    question: 'Pagué cuando ya tenía una solicitud abierta. ¿Me cobran dos veces?',
    answer:
      'No. Cada usuario puede hacer una solicitud a la vez, así que un pago hecho mientras hay otra solicitud abierta se reembolsa automáticamente al método de pago original, y te avisamos por correo.',
  },
  'video-how': {
    question: '¿Cómo funcionan las sesiones por vídeo con especialistas?',
    answer:
      'Cuando el especialista acepta tu solicitud, creamos una reunión por vídeo y os enviamos el enlace por correo a los dos. A la hora acordada, abre el enlace desde el correo o desde Mis reservas para unirte.',
  },
  'video-needs': {
    question: '¿Qué necesito para una sesión por vídeo?',
    answer:
      'Un teléfono, tableta u ordenador con cámara, micrófono y una conexión a internet estable. Para analizar tu técnica, coloca el dispositivo de modo que se vea todo tu cuerpo o pide a alguien que te grabe.',
  },
  'video-missed': {
    question: '¿Y si el especialista no se une a la llamada?',
    answer:
      'Espera unos minutos y luego escríbenos desde el correo con el que reservaste. Acordaremos una nueva hora con el especialista o te reembolsaremos según la política de reembolso.',
    link: 'Contáctanos',
  },
  'become-partner': {
    question: '¿Cómo me registro como compañero de entrenamiento?',
    answer:
      'Inicia sesión, elige Compañero de entrenamiento como rol durante el registro y completa tu perfil: deporte, nivel, ranking, ciudad, disponibilidad y una foto. Los jugadores pueden reservarte en cuanto tu perfil esté activo.',
  },
  'become-specialist': {
    question: '¿Cómo me registro como especialista deportivo?',
    answer:
      'Inicia sesión, elige Especialista deportivo durante el registro y completa tu perfil: especialidad, experiencia, logros, tarifa por sesión, referencias, tu CV y tus certificados. Revisamos cada solicitud antes de publicarla y te avisamos por correo cuando tu perfil esté aprobado.',
  },
  'edit-profile': {
    question: '¿Puedo cambiar mi perfil más adelante?',
    answer:
      'Sí. Abre Perfil en el menú de usuario para actualizar tus datos, foto, tarifa y disponibilidad cuando quieras; los cambios aparecen al momento en tu perfil público.',
  },
  'list-academy': {
    question: '¿Cómo publico mi academia o club?',
    answer:
      'Inicia sesión y registra tu academia con su nombre, deporte, ubicación, descripción, imagen de portada y enlaces de contacto. Aparece en la página de Academias de su deporte una vez aprobada; las academias premium se muestran primero.',
  },
  'find-jobs': {
    question: '¿Dónde encuentro empleos de entrenador?',
    answer:
      'Abre Empleos en la cabecera de tu deporte. Allí aparecen las vacantes de academias y clubes con el puesto, la ubicación, el tipo de contrato y el salario, y puedes postularte con tu CV.',
  },
  'post-vacancy': {
    question: '¿Puede mi academia publicar ofertas de empleo?',
    answer:
      'Sí. Las academias pueden promocionarse, contratar entrenadores y publicar empleos: describe el puesto, la ubicación, el tipo de contrato, el horario y el salario, y los entrenadores se postulan directamente.',
  },
} satisfies Record<string, FaqText>
