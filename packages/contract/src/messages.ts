import { type Locale, type Localized, SERVER_FALLBACK_LOCALE } from './locales.js';

/**
 * Texts the server sends and the web app shows (SPEC §5 and §8), in every locale.
 * Keys are stable codes: the API and the web app refer to texts only by key.
 * Add a key here rather than writing a text anywhere else.
 */
export const MESSAGES = {
  // Validation (SPEC §5)
  required: {
    ru: 'Заполните поле', en: 'Fill in the field', fr: 'Remplissez ce champ',
    es: 'Rellena este campo', de: 'Bitte füllen Sie dieses Feld aus',
  },
  requiredTrue: { ru: 'Обязательно', en: 'Required', fr: 'Obligatoire', es: 'Obligatorio', de: 'Erforderlich' },
  invalidEmail: {
    ru: 'Введите корректный адрес электронной почты', en: 'Enter a valid email address',
    fr: 'Saisissez une adresse e-mail valide', es: 'Introduce un correo electrónico válido',
    de: 'Geben Sie eine gültige E-Mail-Adresse ein',
  },
  emailTooLong: {
    ru: 'Адрес почты не длиннее 254 символов', en: 'The email address may have at most 254 characters',
    fr: 'L’adresse e-mail ne doit pas dépasser 254 caractères', es: 'El correo no puede superar los 254 caracteres',
    de: 'Die E-Mail-Adresse darf höchstens 254 Zeichen haben',
  },
  passwordMismatch: {
    ru: 'Пароли не совпадают', en: 'Passwords do not match', fr: 'Les mots de passe ne correspondent pas',
    es: 'Las contraseñas no coinciden', de: 'Die Passwörter stimmen nicht überein',
  },
  passwordTooSimple: {
    ru: 'Пароль слишком простой', en: 'Password is too simple', fr: 'Le mot de passe est trop simple',
    es: 'La contraseña es demasiado sencilla', de: 'Das Passwort ist zu einfach',
  },
  passwordTooShort: {
    ru: 'Пароль должен быть не короче 8 символов', en: 'The password must have at least 8 characters',
    fr: 'Le mot de passe doit comporter au moins 8 caractères', es: 'La contraseña debe tener al menos 8 caracteres',
    de: 'Das Passwort muss mindestens 8 Zeichen haben',
  },
  passwordTooLong: {
    ru: 'Пароль не длиннее 255 символов', en: 'The password may have at most 255 characters',
    fr: 'Le mot de passe ne doit pas dépasser 255 caractères', es: 'La contraseña no puede superar los 255 caracteres',
    de: 'Das Passwort darf höchstens 255 Zeichen haben',
  },
  invalidPassword: {
    ru: 'Неверный пароль', en: 'Invalid password', fr: 'Mot de passe incorrect',
    es: 'Contraseña incorrecta', de: 'Falsches Passwort',
  },
  invalidPhone: {
    ru: 'Неверный номер мобильного телефона', en: 'Invalid mobile phone number',
    fr: 'Numéro de téléphone mobile invalide', es: 'Número de móvil no válido', de: 'Ungültige Mobilfunknummer',
  },
  emailOrPhoneRequired: {
    ru: 'Укажите почту или номер телефона', en: 'Enter an email address or a phone number',
    fr: 'Indiquez une adresse e-mail ou un numéro de téléphone', es: 'Indica un correo o un número de teléfono',
    de: 'Geben Sie eine E-Mail-Adresse oder eine Telefonnummer an',
  },
  childNameRequired: {
    ru: 'Введите имя ребёнка', en: "Enter the child's name", fr: 'Saisissez le prénom de l’enfant',
    es: 'Escribe el nombre del niño o la niña', de: 'Geben Sie den Namen des Kindes ein',
  },
  nameTooLong: {
    ru: 'Имя не длиннее 60 символов', en: 'The name may have at most 60 characters',
    fr: 'Le nom ne doit pas dépasser 60 caractères', es: 'El nombre no puede superar los 60 caracteres',
    de: 'Der Name darf höchstens 60 Zeichen haben',
  },
  ratingRequired: {
    ru: 'Выберите оценку', en: 'Choose a rating', fr: 'Choisissez une note', es: 'Elige una valoración',
    de: 'Wählen Sie eine Bewertung',
  },
  feedbackTooLong: {
    ru: 'Текст не длиннее 1000 символов', en: 'The text may have at most 1000 characters',
    fr: 'Le texte ne doit pas dépasser 1000 caractères', es: 'El texto no puede superar los 1000 caracteres',
    de: 'Der Text darf höchstens 1000 Zeichen haben',
  },
  fileTooLarge: {
    ru: 'Максимальный размер файла 5 Мб', en: 'Maximum file size is 5 Mb', fr: 'La taille maximale du fichier est de 5 Mo',
    es: 'El tamaño máximo del archivo es 5 MB', de: 'Die maximale Dateigröße beträgt 5 MB',
  },
  invalidFileType: {
    ru: 'Неверный формат файла', en: 'Invalid file format', fr: 'Format de fichier non valide',
    es: 'Formato de archivo no válido', de: 'Ungültiges Dateiformat',
  },
  fileRequired: {
    ru: 'Выберите файл', en: 'Choose a file', fr: 'Choisissez un fichier', es: 'Elige un archivo',
    de: 'Wählen Sie eine Datei',
  },
  invalidDate: {
    ru: 'Неверная дата', en: 'Invalid date', fr: 'Date invalide', es: 'Fecha no válida', de: 'Ungültiges Datum',
  },
  invalidYear: {
    ru: 'Год должен быть от 1900 до 9999', en: 'The year must be between 1900 and 9999',
    fr: 'L’année doit être comprise entre 1900 et 9999', es: 'El año debe estar entre 1900 y 9999',
    de: 'Das Jahr muss zwischen 1900 und 9999 liegen',
  },
  dateInFuture: {
    ru: 'Дата не может быть в будущем', en: 'The date cannot be in the future', fr: 'La date ne peut pas être dans le futur',
    es: 'La fecha no puede estar en el futuro', de: 'Das Datum darf nicht in der Zukunft liegen',
  },
  invalidChoice: {
    ru: 'Недопустимое значение', en: 'Not a valid choice', fr: 'Valeur non valide', es: 'Valor no válido',
    de: 'Ungültiger Wert',
  },
  invalidValue: {
    ru: 'Неверное значение', en: 'Invalid value', fr: 'Valeur incorrecte', es: 'Valor incorrecto', de: 'Ungültiger Wert',
  },
  noMainHero: {
    ru: 'Не выбран главный герой', en: 'No main hero chosen', fr: 'Aucun héros principal choisi',
    es: 'No has elegido el protagonista', de: 'Keine Hauptfigur gewählt',
  },
  noSecondHero: {
    ru: 'Не выбран второй герой', en: 'No second hero chosen', fr: 'Aucun second héros choisi',
    es: 'No has elegido el segundo personaje', de: 'Keine zweite Figur gewählt',
  },
  consentRequired: {
    ru: 'Нужно принять условия', en: 'You need to accept the terms', fr: 'Vous devez accepter les conditions',
    es: 'Debes aceptar las condiciones', de: 'Sie müssen die Bedingungen akzeptieren',
  },

  // Errors (SPEC §8)
  loginFailed: {
    ru: 'Неверный логин или пароль', en: 'Incorrect login or password', fr: 'Identifiant ou mot de passe incorrect',
    es: 'Usuario o contraseña incorrectos', de: 'Falscher Benutzername oder falsches Passwort',
  },
  emailExists: {
    ru: 'Такой адрес почты уже зарегистрирован, попробуйте войти',
    en: 'This email address already exists, try to log in',
    fr: 'Cette adresse e-mail existe déjà, essayez de vous connecter',
    es: 'Este correo ya está registrado, intenta iniciar sesión',
    de: 'Diese E-Mail-Adresse existiert bereits, versuchen Sie sich anzumelden',
  },
  phoneExists: {
    ru: 'Такой номер телефона уже зарегистрирован, попробуйте войти',
    en: 'This phone number already exists, try to log in',
    fr: 'Ce numéro de téléphone existe déjà, essayez de vous connecter',
    es: 'Este número de teléfono ya está registrado, intenta iniciar sesión',
    de: 'Diese Telefonnummer existiert bereits, versuchen Sie sich anzumelden',
  },
  characterNameUpdateFailed: {
    ru: 'Не удалось изменить имя персонажа', en: 'Failed to update character name',
    fr: 'Impossible de modifier le nom du personnage', es: 'No se pudo cambiar el nombre del personaje',
    de: 'Der Name der Figur konnte nicht geändert werden',
  },
  taleCreateFailed: {
    ru: 'Не удалось создать сказку. Попробуйте ещё раз', en: 'Failed to create a fairy tale. Try again',
    fr: 'Impossible de créer le conte. Réessayez', es: 'No se pudo crear el cuento. Inténtalo de nuevo',
    de: 'Das Märchen konnte nicht erstellt werden. Versuchen Sie es erneut',
  },
  taleLoadFailed: {
    ru: 'Не удалось загрузить сказку. Пожалуйста, попробуйте ещё раз', en: 'Failed to load a fairy tale. Please try again',
    fr: 'Impossible de charger le conte. Veuillez réessayer', es: 'No se pudo cargar el cuento. Inténtalo de nuevo',
    de: 'Das Märchen konnte nicht geladen werden. Bitte versuchen Sie es erneut',
  },
  narrationFailed: {
    ru: 'Не получилось озвучить сказку. Пожалуйста, попробуйте ещё раз', en: "We couldn't narrate the tale. Please try again",
    fr: 'Nous n’avons pas pu lire le conte à voix haute. Veuillez réessayer',
    es: 'No pudimos narrar el cuento. Inténtalo de nuevo',
    de: 'Wir konnten das Märchen nicht vorlesen. Bitte versuchen Sie es erneut',
  },
  subscriptionFailed: {
    ru: 'Не удалось оформить подписку. Попробуйте ещё раз', en: 'Failed to activate subscription. Try again',
    fr: 'Impossible d’activer l’abonnement. Réessayez', es: 'No se pudo activar la suscripción. Inténtalo de nuevo',
    de: 'Das Abo konnte nicht aktiviert werden. Versuchen Sie es erneut',
  },
  somethingWentWrong: {
    ru: 'Что-то пошло не так, попробуйте ещё раз', en: 'Something went wrong, try again',
    fr: 'Un problème est survenu, réessayez', es: 'Algo salió mal, inténtalo de nuevo',
    de: 'Etwas ist schiefgelaufen, versuchen Sie es erneut',
  },
  pictureUpdateFailed: {
    ru: 'Не удалось обновить картинку', en: 'Failed to update the picture', fr: 'Impossible de mettre à jour l’image',
    es: 'No se pudo actualizar la imagen', de: 'Das Bild konnte nicht aktualisiert werden',
  },
  serversOverloaded: {
    ru: 'Серверы сейчас перегружены.', en: 'The servers are overloaded at the moment.',
    fr: 'Les serveurs sont surchargés en ce moment.', es: 'Los servidores están sobrecargados en este momento.',
    de: 'Die Server sind im Moment überlastet.',
  },
  networkError: {
    ru: 'Ошибка сети', en: 'Network Error', fr: 'Erreur réseau', es: 'Error de red', de: 'Netzwerkfehler',
  },

  // API errors (API.md)
  notAuthenticated: {
    ru: 'Учётные данные не были предоставлены или устарели.', en: 'Authentication credentials were not provided or are no longer valid.',
    fr: 'Les informations d’authentification sont absentes ou ne sont plus valides.',
    es: 'No se proporcionaron credenciales o ya no son válidas.',
    de: 'Anmeldedaten fehlen oder sind nicht mehr gültig.',
  },
  notFound: { ru: 'Не найдено.', en: 'Not found.', fr: 'Introuvable.', es: 'No encontrado.', de: 'Nicht gefunden.' },
  invalidJson: {
    ru: 'Тело запроса не является корректным JSON.', en: 'The request body is not valid JSON.',
    fr: 'Le corps de la requête n’est pas un JSON valide.', es: 'El cuerpo de la solicitud no es un JSON válido.',
    de: 'Der Anfragetext ist kein gültiges JSON.',
  },
  unsupportedMediaType: {
    ru: 'Неподдерживаемый тип содержимого.', en: 'Unsupported media type.', fr: 'Type de contenu non pris en charge.',
    es: 'Tipo de contenido no admitido.', de: 'Nicht unterstützter Inhaltstyp.',
  },
  bodyTooLarge: {
    ru: 'Запрос слишком большой.', en: 'The request is too large.', fr: 'La requête est trop volumineuse.',
    es: 'La solicitud es demasiado grande.', de: 'Die Anfrage ist zu groß.',
  },
  tooManyRequests: {
    ru: 'Слишком много попыток. Подождите немного и попробуйте снова.', en: 'Too many attempts. Wait a little and try again.',
    fr: 'Trop de tentatives. Patientez un peu et réessayez.', es: 'Demasiados intentos. Espera un poco y vuelve a intentarlo.',
    de: 'Zu viele Versuche. Warten Sie kurz und versuchen Sie es erneut.',
  },
  resetTokenInvalid: {
    ru: 'Ссылка для восстановления недействительна или устарела.', en: 'This recovery link is invalid or has expired.',
    fr: 'Ce lien de récupération est invalide ou a expiré.', es: 'Este enlace de recuperación no es válido o ha caducado.',
    de: 'Dieser Wiederherstellungslink ist ungültig oder abgelaufen.',
  },
  subscriptionRequired: {
    ru: 'Чтобы создавать сказки, нужна подписка.', en: 'Creating tales needs a subscription.',
    fr: 'Un abonnement est nécessaire pour créer des contes.', es: 'Para crear cuentos necesitas una suscripción.',
    de: 'Zum Erstellen von Märchen ist ein Abo nötig.',
  },
  tooManyTalesInFlight: {
    ru: 'Уже готовятся три сказки. Дождитесь, пока одна из них будет готова.',
    en: 'Three tales are already being made. Wait until one of them is ready.',
    fr: 'Trois contes sont déjà en préparation. Attendez que l’un d’eux soit prêt.',
    es: 'Ya se están preparando tres cuentos. Espera a que uno esté listo.',
    de: 'Es werden schon drei Märchen erstellt. Warten Sie, bis eines fertig ist.',
  },
  taleNotReady: {
    ru: 'Сказка ещё не готова.', en: 'The tale is not ready yet.', fr: 'Le conte n’est pas encore prêt.',
    es: 'El cuento aún no está listo.', de: 'Das Märchen ist noch nicht fertig.',
  },
  taleNotFailed: {
    ru: 'Повторить можно только сказку, которая не получилась.', en: 'Only a failed tale can be retried.',
    fr: 'Seul un conte échoué peut être relancé.', es: 'Solo se puede reintentar un cuento que ha fallado.',
    de: 'Nur ein fehlgeschlagenes Märchen kann erneut versucht werden.',
  },
  noNarration: {
    ru: 'Для этого языка нет озвучки.', en: 'There is no narration in this language.',
    fr: 'Il n’y a pas de narration dans cette langue.', es: 'No hay narración en este idioma.',
    de: 'Für diese Sprache gibt es keine Vertonung.',
  },
  serviceUnavailable: {
    ru: 'Сервис временно недоступен.', en: 'The service is temporarily unavailable.',
    fr: 'Le service est temporairement indisponible.', es: 'El servicio no está disponible temporalmente.',
    de: 'Der Dienst ist vorübergehend nicht verfügbar.',
  },
  paymentSignatureInvalid: {
    ru: 'Неверная подпись уведомления.', en: 'Invalid notification signature.', fr: 'Signature de notification invalide.',
    es: 'Firma de notificación no válida.', de: 'Ungültige Signatur der Benachrichtigung.',
  },
  subscriptionAlreadyActive: {
    ru: 'Подписка уже активна.', en: 'The subscription is already active.', fr: 'L’abonnement est déjà actif.',
    es: 'La suscripción ya está activa.', de: 'Das Abo ist bereits aktiv.',
  },
  noActiveSubscription: {
    ru: 'Нет активной подписки.', en: 'There is no active subscription.', fr: 'Aucun abonnement actif.',
    es: 'No hay ninguna suscripción activa.', de: 'Es gibt kein aktives Abo.',
  },
  providerUnavailable: {
    ru: 'Этот способ оплаты сейчас недоступен.', en: 'This payment method is not available right now.',
    fr: 'Ce moyen de paiement n’est pas disponible pour le moment.', es: 'Este método de pago no está disponible ahora.',
    de: 'Diese Zahlungsart ist gerade nicht verfügbar.',
  },
  // Password recovery mail (server)
  passwordResetMailSubject: {
    ru: 'Восстановление пароля', en: 'Reset your password', fr: 'Réinitialisez votre mot de passe',
    es: 'Restablece tu contraseña', de: 'Passwort zurücksetzen',
  },
  passwordResetMailIntro: {
    ru: 'Чтобы задать новый пароль, откройте ссылку:', en: 'To set a new password, open this link:',
    fr: 'Pour choisir un nouveau mot de passe, ouvrez ce lien :', es: 'Para elegir una contraseña nueva, abre este enlace:',
    de: 'Um ein neues Passwort festzulegen, öffnen Sie diesen Link:',
  },
  passwordResetMailOutro: {
    ru: 'Ссылка действует 24 часа и только один раз. Если вы не просили восстановить пароль, просто удалите это письмо.',
    en: 'The link works once, for 24 hours. If you did not ask to reset your password, just delete this email.',
    fr: 'Le lien fonctionne une seule fois, pendant 24 heures. Si vous n’avez rien demandé, supprimez simplement ce message.',
    es: 'El enlace funciona una sola vez durante 24 horas. Si no lo has pedido, simplemente borra este correo.',
    de: 'Der Link gilt einmal und 24 Stunden lang. Wenn Sie nichts angefordert haben, löschen Sie diese E-Mail einfach.',
  },
  // Sandbox checkout page (server) and receipts of the payments feature
  sandboxCheckoutTitle: {
    ru: 'Тестовая оплата', en: 'Test checkout', fr: 'Paiement de test', es: 'Pago de prueba', de: 'Testzahlung',
  },
  sandboxCheckoutNotice: {
    ru: 'Это тестовая страница оплаты: карта не нужна, деньги не списываются.',
    en: 'This is a test payment page: no card is needed and no money moves.',
    fr: 'Ceci est une page de paiement de test : aucune carte n’est demandée et aucun argent n’est débité.',
    es: 'Esta es una página de pago de prueba: no se pide tarjeta y no se cobra dinero.',
    de: 'Dies ist eine Testzahlungsseite: Es wird keine Karte benötigt und kein Geld bewegt.',
  },
  sandboxTrialNote: {
    ru: 'Первые 3 дня бесплатно.', en: 'The first 3 days are free.', fr: 'Les 3 premiers jours sont gratuits.',
    es: 'Los 3 primeros días son gratis.', de: 'Die ersten 3 Tage sind kostenlos.',
  },
  sandboxPlanMonthly: {
    ru: 'Подписка на месяц', en: 'Monthly plan', fr: 'Abonnement mensuel', es: 'Plan mensual', de: 'Monatsabo',
  },
  sandboxPlanYearly: {
    ru: 'Подписка на год', en: 'Yearly plan', fr: 'Abonnement annuel', es: 'Plan anual', de: 'Jahresabo',
  },
  sandboxConfirm: {
    ru: 'Подтвердить оплату', en: 'Confirm payment', fr: 'Confirmer le paiement', es: 'Confirmar el pago', de: 'Zahlung bestätigen',
  },
  sandboxDecline: {
    ru: 'Отклонить оплату', en: 'Decline payment', fr: 'Refuser le paiement', es: 'Rechazar el pago', de: 'Zahlung ablehnen',
  },
  sandboxCheckoutDone: {
    ru: 'Эта оплата уже завершена.', en: 'This checkout is already finished.', fr: 'Ce paiement est déjà terminé.',
    es: 'Este pago ya ha terminado.', de: 'Diese Zahlung ist bereits abgeschlossen.',
  },
  receiptSubscriptionMonthly: {
    ru: 'Подписка Skazka на 1 месяц', en: 'Skazka subscription, 1 month', fr: 'Abonnement Skazka, 1 mois',
    es: 'Suscripción a Skazka, 1 mes', de: 'Skazka-Abo, 1 Monat',
  },
  receiptSubscriptionYearly: {
    ru: 'Подписка Skazka на 1 год', en: 'Skazka subscription, 1 year', fr: 'Abonnement Skazka, 1 an',
    es: 'Suscripción a Skazka, 1 año', de: 'Skazka-Abo, 1 Jahr',
  },
} satisfies Record<string, Localized>;

export type MessageKey = keyof typeof MESSAGES;

export function message(key: MessageKey, locale: Locale = SERVER_FALLBACK_LOCALE): string {
  return MESSAGES[key][locale];
}

/** Fallback question of the reader when a question fails to load (SPEC §7). */
export const FALLBACK_QUESTION: Localized = {
  ru: 'Что тебе больше всего понравилось в этой сказке?',
  en: 'What did you like most about this tale?',
  fr: 'Qu’est-ce qui t’a le plus plu dans ce conte ?',
  es: '¿Qué es lo que más te gustó de este cuento?',
  de: 'Was hat dir an diesem Märchen am besten gefallen?',
};
