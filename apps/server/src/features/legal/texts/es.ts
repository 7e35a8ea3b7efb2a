import type { LegalDoc } from '@skazka/contract';
import type { LegalText } from '../document.js';
import { type LegalFacts, formatPrice } from '../facts.js';

export function es(f: LegalFacts): Record<LegalDoc, LegalText> {
  const operator = [
    `Responsable: ${f.operator.name}`,
    ...(f.operator.address ? [`Dirección: ${f.operator.address}`] : []),
    ...(f.operator.email ? [`Contacto: ${f.operator.email}`] : []),
    `Web: ${f.site}`,
  ];
  const stored = f.storageHost
    ? `Los datos se guardan en la base de datos del responsable, y las imágenes, fotos y audios en un almacenamiento de objetos en ${f.storageHost}.`
    : 'Los datos se guardan en la base de datos del responsable y en el disco de su servidor.';
  const providers = [
    f.writer
      ? `Redacción del cuento (${f.writer}): el nombre, el sexo y la edad del protagonista, el nombre del amigo, la moraleja y el idioma. ${f.sendPhotos ? 'La foto no se envía aquí.' : 'Nunca una foto.'}`
      : 'El cuento se escribe en nuestro propio servidor; no sale nada.',
    f.illustrator
      ? `Ilustraciones (${f.illustrator}): una descripción de las escenas y los personajes${f.sendPhotos ? ', y la foto del niño o la niña si la subiste, para que el protagonista se le parezca' : '; la foto no se envía nunca (en su lugar se envía un avatar dibujado o una descripción escrita)'}.`
      : 'Las ilustraciones se dibujan en nuestro propio servidor; no sale nada.',
    f.narrator
      ? `Narración (${f.narrator}): solo el texto del cuento.`
      : 'La narración se genera en nuestro propio servidor; no sale nada.',
    'Pagos (Stripe o T-Bank, según con qué pagues): tu correo o teléfono y el importe. Los datos de la tarjeta los introduces directamente con ellos; nosotros nunca los vemos.',
    ...(f.analyticsHost
      ? [
          `Estadísticas de uso (${f.analyticsHost}): qué pantallas se abren y un número de cuenta, nunca nombres, fechas de nacimiento ni cuentos.`,
        ]
      : []),
  ];
  const collected = [
    'Tu cuenta: correo o número de teléfono, contraseña (guardada solo como huella irreversible) y qué versiones de estos textos aceptaste y cuándo.',
    'Tus hijos: nombre, sexo, fecha de nacimiento y una foto si la subes (se le quitan la ubicación y los datos de la cámara).',
    'Los amigos de los cuentos: su nombre y qué clase de personaje son.',
    'Los cuentos: texto, imágenes, narración, preguntas y libro para imprimir, con una copia del protagonista tal como era al pedir el cuento.',
    'Tu suscripción: plan, fechas y referencias del proveedor de pago; los pagos con su importe y estado.',
    'Registros técnicos: hora, dirección y ruta de las peticiones. Nunca contienen contraseñas, enlaces de acceso o de restablecimiento, nombres ni fechas de nacimiento.',
  ];
  const keep = [
    'Cuenta, hijos, amigos y cuentos: hasta que los borres, o borres la cuenta entera.',
    `El enlace para restablecer la contraseña sirve una sola vez y caduca a las ${f.resetTokenHours} horas.`,
    'Los enlaces a imágenes y audio van firmados y caducan en dos horas como mucho; un archivo borrado deja de cargarse al instante.',
    'Pagos: el tiempo que exija la normativa fiscal y contable. Al borrar la cuenta se conservan sin ningún vínculo contigo ni con tus hijos.',
    'Registros técnicos: 30 días como máximo.',
  ];
  const rights = [
    'Descargarlo todo: Perfil → «Descargar mis datos» te da un ZIP con tu cuenta, los consentimientos, tus hijos y sus fotos, los amigos, cada cuento con sus imágenes y audio, y el historial de suscripción y pagos.',
    'Borrar un cuento desde el lector o la colección; borrar a un hijo desde su ficha (sus cuentos se van con él).',
    'Borrar la cuenta: Perfil → «Eliminar la cuenta», confirmado con tu contraseña. Primero se cancela la suscripción en curso; después se borran la cuenta, los hijos, las fotos, los amigos, los cuentos y todos los archivos, y se cierran todas tus sesiones.',
    f.operator.email
      ? `Para cualquier otra cosa, o para retirar tu consentimiento, escribe a ${f.operator.email}. También puedes reclamar ante la autoridad de protección de datos (en España, la AEPD).`
      : 'Para cualquier otra cosa, o para retirar tu consentimiento, contacta con el responsable indicado arriba. También puedes reclamar ante la autoridad de protección de datos (en España, la AEPD).',
  ];
  const prices = f.offers.map(
    (o) =>
      `Plan ${o.plan === 'yearly' ? 'anual' : 'mensual'}${o.provider === 'sandbox' ? ' (modo de prueba, no se cobra dinero)' : ''}: ${formatPrice('es', o.amount, o.currency)} al ${o.interval === 'year' ? 'año' : 'mes'}.`,
  );

  return {
    privacy: {
      title: 'Política de privacidad',
      sections: [
        {
          heading: 'Quiénes somos',
          body: [
            `${f.operator.name} gestiona Skazka, un servicio que escribe cuentos personalizados para dormir a petición de los padres. Esta política explica qué guardamos sobre tu familia, para qué y cómo mantienes el control.`,
            operator,
          ],
        },
        { heading: 'Qué datos recogemos', body: [collected] },
        {
          heading: 'Para qué',
          body: [
            'Para escribir, ilustrar y narrar cuentos sobre tu hijo o hija, guardártelos, gestionar tu suscripción y proteger el servicio (ejecución del contrato y consentimiento). No vendemos datos, no mostramos publicidad y no entrenamos nada con tus cuentos.',
          ],
        },
        { heading: 'Dónde se guardan', body: [stored] },
        { heading: 'Quién recibe qué', body: [providers] },
        { heading: 'Cuánto tiempo', body: [keep] },
        { heading: 'Tus derechos', body: [rights] },
      ],
    },
    offer: {
      title: 'Oferta pública: condiciones de la suscripción',
      sections: [
        {
          heading: 'Las partes',
          body: [
            `${f.operator.name} hace esta oferta a quien crea una cuenta. Pagar una suscripción supone aceptarla.`,
            operator,
          ],
        },
        {
          heading: 'Qué incluye',
          body: [
            'Cuentos personalizados para tus hijos con imágenes, narración, preguntas de comprensión y libro para imprimir, mientras dure la suscripción. Los cuentos creados siguen siendo tuyos cuando termina.',
          ],
        },
        {
          heading: 'Precios',
          body: [prices, 'Los precios incluyen los impuestos aplicables. Se cobra el importe que aparece al pagar.'],
        },
        {
          heading: 'Prueba',
          body: [
            `Tu primera suscripción empieza con ${f.trialDays} días de prueba gratis en cuanto se confirma el medio de pago. Si cancelas durante la prueba, no pagas nada. La prueba se ofrece una vez por cuenta.`,
          ],
        },
        {
          heading: 'Renovación',
          body: [
            'Tras la prueba, y al final de cada periodo pagado, la suscripción se renueva sola y se cobra el siguiente periodo al mismo medio de pago, hasta que la canceles.',
          ],
        },
        {
          heading: 'Cancelación',
          body: [
            'Puedes cancelar cuando quieras en la página de la suscripción. No habrá más cobros y el acceso dura hasta el final del periodo ya pagado. Borrar la cuenta cancela la suscripción al momento.',
          ],
        },
        {
          heading: 'Reembolsos',
          body: [
            `Si un cobro fue un error, o cancelas en los 14 días siguientes a un cobro sin haber creado ningún cuento en ese periodo, escribe a ${f.operator.email ?? 'el responsable'} y te devolvemos el importe completo a la misma tarjeta. Tus derechos legales como consumidor no cambian.`,
          ],
        },
        {
          heading: 'Datos personales',
          body: [
            'Cómo se tratan se explica en la política de privacidad y en el consentimiento para el tratamiento de datos personales.',
          ],
        },
      ],
    },
    'personal-data': {
      title: 'Consentimiento para el tratamiento de datos personales',
      sections: [
        {
          heading: 'Consentimiento',
          body: [
            `Al crear una cuenta, como madre, padre o tutor legal, acepto que ${f.operator.name} trate mis datos personales y los de mis hijos descritos abajo, para crear y guardar cuentos personalizados y gestionar mi suscripción.`,
            operator,
          ],
        },
        { heading: 'Qué datos', body: [collected] },
        {
          heading: 'Qué tratamientos',
          body: [
            'Recogida, registro, conservación, modificación, uso, comunicación a los servicios indicados abajo para esos fines, supresión y destrucción.',
            stored,
          ],
        },
        { heading: 'Destinatarios', body: [providers] },
        { heading: 'Plazo', body: [keep] },
        {
          heading: 'Retirada',
          body: [
            'Este consentimiento dura hasta que lo retire. Borrar la cuenta lo retira y borra los datos; solo se conservan los registros de pago que exige la ley.',
            rights,
          ],
        },
      ],
    },
  };
}
