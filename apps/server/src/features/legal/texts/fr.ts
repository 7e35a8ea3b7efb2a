import type { LegalDoc } from '@skazka/contract';
import type { LegalText } from '../document.js';
import { type LegalFacts, formatPrice } from '../facts.js';

export function fr(f: LegalFacts): Record<LegalDoc, LegalText> {
  const operator = [
    `Responsable du traitement : ${f.operator.name}`,
    ...(f.operator.address ? [`Adresse : ${f.operator.address}`] : []),
    ...(f.operator.email ? [`Contact : ${f.operator.email}`] : []),
    `Site : ${f.site}`,
  ];
  const stored = f.storageHost
    ? `Les données sont conservées dans la base de données de l’opérateur, et les images, photos et fichiers audio dans un stockage objet chez ${f.storageHost}.`
    : 'Les données sont conservées dans la base de données de l’opérateur et sur le disque de son serveur.';
  const providers = [
    f.writer
      ? `Écriture du conte (${f.writer}) : le prénom, le sexe et l’âge du héros, le prénom de l’ami, la morale et la langue. ${f.sendPhotos ? 'La photo n’y est pas envoyée.' : 'Jamais de photo.'}`
      : 'Le conte est écrit sur notre propre serveur ; rien n’est envoyé à l’extérieur.',
    f.illustrator
      ? `Illustrations (${f.illustrator}) : une description des scènes et des personnages${f.sendPhotos ? ', ainsi que la photo de l’enfant si vous en avez envoyé une, pour que le héros lui ressemble' : ' ; la photo n’est jamais envoyée (un avatar dessiné ou une description écrite la remplace)'}.`
      : 'Les illustrations sont dessinées sur notre propre serveur ; rien n’est envoyé à l’extérieur.',
    f.narrator
      ? `Narration (${f.narrator}) : uniquement le texte du conte.`
      : 'La narration est produite sur notre propre serveur ; rien n’est envoyé à l’extérieur.',
    'Paiement (Stripe ou T-Bank, selon votre moyen de paiement) : votre e-mail ou numéro de téléphone et le montant. Vous saisissez votre carte directement chez eux ; nous ne la voyons jamais.',
    ...(f.analyticsHost
      ? [
          `Statistiques d’utilisation (${f.analyticsHost}) : les écrans ouverts et un numéro de compte, jamais de prénoms, de dates de naissance ni de contes.`,
        ]
      : []),
  ];
  const collected = [
    'Votre compte : e-mail ou numéro de téléphone, mot de passe (conservé uniquement sous forme d’empreinte irréversible), et les versions de ces textes que vous avez acceptées, avec la date.',
    'Vos enfants : prénom, sexe, date de naissance, et une photo si vous en envoyez une (la localisation et les données de l’appareil en sont retirées).',
    'Les amis des contes : leur prénom et le genre de personnage.',
    'Les contes : texte, images, narration, questions et livre à imprimer, avec une copie du héros tel qu’il était au moment de la demande.',
    'Votre abonnement : formule, dates et références du prestataire de paiement ; les paiements avec leur montant et leur statut.',
    'Journaux techniques : heure, adresse et chemin des requêtes. Les mots de passe, liens de connexion et de réinitialisation, prénoms et dates de naissance n’y figurent jamais.',
  ];
  const keep = [
    'Compte, enfants, amis et contes : jusqu’à ce que vous les supprimiez, ou le compte entier.',
    `Un lien de réinitialisation du mot de passe ne sert qu’une fois et expire au bout de ${f.resetTokenHours} heures.`,
    'Les liens vers les images et l’audio sont signés et expirent en deux heures au plus ; un fichier supprimé cesse aussitôt d’être accessible.',
    'Paiements : aussi longtemps que l’exigent les règles fiscales et comptables. Après la suppression du compte, ils ne sont plus liés ni à vous ni à vos enfants.',
    'Journaux techniques : 30 jours au plus.',
  ];
  const rights = [
    'Tout télécharger : Profil → « Télécharger mes données » fournit un ZIP avec votre compte, vos consentements, vos enfants et leurs photos, les amis, chaque conte avec ses images et son audio, l’historique de l’abonnement et des paiements.',
    'Supprimer un conte depuis la liseuse ou la collection ; supprimer un enfant depuis sa fiche (ses contes partent avec lui).',
    'Effacer le compte : Profil → « Supprimer le compte », confirmé par votre mot de passe. L’abonnement en cours est d’abord résilié, puis le compte, les enfants, les photos, les amis, les contes et tous les fichiers sont effacés, et toutes vos sessions sont fermées.',
    f.operator.email
      ? `Pour toute autre demande, ou pour retirer votre consentement, écrivez à ${f.operator.email}. Vous pouvez aussi saisir l’autorité de protection des données de votre pays (en France, la CNIL).`
      : 'Pour toute autre demande, ou pour retirer votre consentement, contactez l’opérateur indiqué ci-dessus. Vous pouvez aussi saisir l’autorité de protection des données de votre pays (en France, la CNIL).',
  ];
  const prices = f.offers.map(
    (o) =>
      `Formule ${o.plan === 'yearly' ? 'annuelle' : 'mensuelle'}${o.provider === 'sandbox' ? ' (mode test, aucun débit réel)' : ''} : ${formatPrice('fr', o.amount, o.currency)} par ${o.interval === 'year' ? 'an' : 'mois'}.`,
  );

  return {
    privacy: {
      title: 'Politique de confidentialité',
      sections: [
        {
          heading: 'Qui nous sommes',
          body: [
            `${f.operator.name} exploite Skazka, un service qui écrit des contes du soir personnalisés pour les enfants, à la demande de leurs parents. Cette politique explique ce que nous conservons sur votre famille, pourquoi, et comment vous en gardez la maîtrise.`,
            operator,
          ],
        },
        { heading: 'Ce que nous collectons', body: [collected] },
        {
          heading: 'Pourquoi',
          body: [
            'Pour écrire, illustrer et raconter des contes sur votre enfant, vous les garder, gérer votre abonnement et protéger le service (exécution du contrat et consentement). Nous ne vendons aucune donnée, n’affichons pas de publicité et n’entraînons aucun modèle avec vos contes.',
          ],
        },
        { heading: 'Où elles sont conservées', body: [stored] },
        { heading: 'Qui reçoit quoi', body: [providers] },
        { heading: 'Combien de temps', body: [keep] },
        { heading: 'Vos droits', body: [rights] },
      ],
    },
    offer: {
      title: 'Offre publique : conditions de l’abonnement',
      sections: [
        {
          heading: 'Les parties',
          body: [
            `Cette offre est faite par ${f.operator.name} à toute personne qui crée un compte. Le paiement d’un abonnement vaut acceptation.`,
            operator,
          ],
        },
        {
          heading: 'Ce qui est inclus',
          body: [
            'Des contes personnalisés pour vos enfants, avec images, narration, questions de compréhension et livre à imprimer, tant que l’abonnement court. Les contes créés vous restent après la fin de l’abonnement.',
          ],
        },
        {
          heading: 'Prix',
          body: [
            prices,
            'Les prix s’entendent toutes taxes comprises. Le montant débité est celui affiché lors du paiement.',
          ],
        },
        {
          heading: 'Essai',
          body: [
            `Le premier abonnement commence par un essai gratuit de ${f.trialDays} jours dès que le moyen de paiement est confirmé. Si vous résiliez pendant l’essai, vous ne payez rien. L’essai n’est offert qu’une fois par compte.`,
          ],
        },
        {
          heading: 'Renouvellement',
          body: [
            'Après l’essai, puis à la fin de chaque période payée, l’abonnement se renouvelle automatiquement et le même moyen de paiement est débité pour la période suivante, jusqu’à résiliation.',
          ],
        },
        {
          heading: 'Résiliation',
          body: [
            'Vous pouvez résilier à tout moment sur la page de l’abonnement. Aucun nouveau débit n’a lieu et l’accès dure jusqu’à la fin de la période déjà payée. La suppression du compte résilie l’abonnement immédiatement.',
          ],
        },
        {
          heading: 'Remboursement',
          body: [
            `En cas de débit erroné, ou si vous résiliez dans les 14 jours suivant un débit sans avoir créé de conte sur cette période, écrivez à ${f.operator.email ?? 'l’opérateur'} : nous remboursons la totalité sur la même carte. Vos droits légaux de consommateur restent entiers.`,
          ],
        },
        {
          heading: 'Données personnelles',
          body: [
            'Leur traitement est décrit dans la politique de confidentialité et dans le consentement au traitement des données personnelles.',
          ],
        },
      ],
    },
    'personal-data': {
      title: 'Consentement au traitement des données personnelles',
      sections: [
        {
          heading: 'Consentement',
          body: [
            `En créant un compte, en tant que parent ou représentant légal, j’accepte que ${f.operator.name} traite mes données personnelles et celles de mes enfants décrites ci-dessous, afin de créer et conserver des contes personnalisés et de gérer mon abonnement.`,
            operator,
          ],
        },
        { heading: 'Quelles données', body: [collected] },
        {
          heading: 'Quels traitements',
          body: [
            'Collecte, enregistrement, conservation, modification, utilisation, transmission aux services listés ci-dessous pour ces finalités, effacement et destruction.',
            stored,
          ],
        },
        { heading: 'Destinataires', body: [providers] },
        { heading: 'Durée', body: [keep] },
        {
          heading: 'Retrait',
          body: [
            'Ce consentement vaut jusqu’à ce que je le retire. Supprimer le compte le retire et efface les données ; seules les traces de paiement exigées par la loi sont conservées.',
            rights,
          ],
        },
      ],
    },
  };
}
