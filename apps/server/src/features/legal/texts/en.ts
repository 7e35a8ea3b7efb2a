import type { LegalDoc } from '@skazka/contract';
import type { LegalText } from '../document.js';
import { type LegalFacts, formatPrice } from '../facts.js';

export function en(f: LegalFacts): Record<LegalDoc, LegalText> {
  const operator = [
    `Operator: ${f.operator.name}`,
    ...(f.operator.address ? [`Address: ${f.operator.address}`] : []),
    ...(f.operator.email ? [`Contact: ${f.operator.email}`] : []),
    `Website: ${f.site}`,
  ];
  const stored = f.storageHost
    ? `Everything is kept in the operator's database, and pictures, photos and audio in object storage at ${f.storageHost}.`
    : "Everything is kept in the operator's database and on the operator's server disk.";
  const providers = [
    f.writer
      ? `Story writing (${f.writer}): the hero's first name, sex and age, the friend's name, the moral and the language. ${f.sendPhotos ? 'The photo is not sent here.' : 'Never a photo.'}`
      : 'Story writing is done on our own server; nothing is sent out.',
    f.illustrator
      ? `Illustrations (${f.illustrator}): a description of the scenes and characters${f.sendPhotos ? ", and the child's photo when you uploaded one, so the pictures resemble the child" : '; the photo is never sent (a drawn avatar or a written description goes instead)'}.`
      : 'Illustrations are drawn on our own server; nothing is sent out.',
    f.narrator
      ? `Narration (${f.narrator}): the text of the tale, nothing else.`
      : 'Narration is made on our own server; nothing is sent out.',
    'Payments (Stripe or T-Bank, whichever you pay with): your email or phone number and the amount. Card details go straight to them; we never see them.',
    ...(f.analyticsHost
      ? [
          `Usage statistics (${f.analyticsHost}): which screens are opened and an account number, never names, birthdays or tales.`,
        ]
      : []),
  ];
  const collected = [
    'Your account: email or phone number, a password (stored only as a one-way hash), and which versions of these texts you accepted and when.',
    'Your children: first name, sex, date of birth, and a photo if you upload one (location and camera data are removed from it).',
    'Friends in the tales: their names and what kind of character they are.',
    'The tales: their text, pictures, narration, questions and printable book, with a copy of the hero as the tale was asked for.',
    "Your subscription: plan, dates, and the payment provider's reference numbers; payments with their amounts and status.",
    'Technical logs: time, address and path of requests. Passwords, login and reset links, names and birthdays are never written to them.',
  ];
  const keep = [
    'Account, children, friends and tales: until you delete them or the whole account.',
    `Password reset links work once and expire after ${f.resetTokenHours} hours.`,
    'Links to pictures and audio are signed and expire within two hours; deleted media stop loading at once.',
    'Payment records: as long as tax and accounting law requires. When you erase your account they stay without any link to you or your children.',
    'Technical logs: at most 30 days.',
  ];
  const rights = [
    'Download everything: Profile → "Download my data" gives a ZIP with your account, consents, children and their photos, friends, every tale with its pictures and audio, and your subscription and payment history.',
    'Delete a tale from the reader or the collection; delete a child from its page (its tales go with it).',
    'Erase the account: Profile → "Delete account", confirmed with your password. A running subscription is cancelled first; then the account, children, photos, friends, tales and every file are erased, and all your sessions end.',
    f.operator.email
      ? `For anything else, or to withdraw your consent, write to ${f.operator.email}.`
      : 'For anything else, or to withdraw your consent, contact the operator named above.',
  ];
  const prices = f.offers.map(
    (o) =>
      `${o.plan === 'yearly' ? 'Yearly' : 'Monthly'} plan${o.provider === 'sandbox' ? ' (test mode, no money is charged)' : ''}: ${formatPrice('en', o.amount, o.currency)} per ${o.interval}.`,
  );

  return {
    privacy: {
      title: 'Privacy policy',
      sections: [
        {
          heading: 'Who we are',
          body: [
            `${f.operator.name} runs Skazka, a service that writes personalised bedtime tales for children at the request of their parents. This policy explains what we keep about your family, why, and how you stay in control.`,
            operator,
          ],
        },
        { heading: 'What we collect', body: [collected] },
        {
          heading: 'Why',
          body: [
            'To write, illustrate and narrate tales about your child, to keep them for you, to run your subscription, and to keep the service safe. We do not sell data, show ads, or use your tales to train anything.',
          ],
        },
        { heading: 'Where it is stored', body: [stored] },
        { heading: 'Who receives what', body: [providers] },
        { heading: 'How long we keep it', body: [keep] },
        { heading: 'Your choices', body: [rights] },
      ],
    },
    offer: {
      title: 'Public offer: subscription terms',
      sections: [
        {
          heading: 'The parties',
          body: [
            `This offer is made by ${f.operator.name} to anyone who creates an account. Paying for a subscription accepts it.`,
            operator,
          ],
        },
        {
          heading: 'What you get',
          body: [
            'Personalised tales for your children with pictures, narration, comprehension questions and a printable book, for as long as the subscription runs. Tales you made stay yours after it ends.',
          ],
        },
        {
          heading: 'Prices',
          body: [prices, 'Prices include applicable taxes. The price shown at checkout is the one charged.'],
        },
        {
          heading: 'Trial',
          body: [
            `Your first subscription starts with a ${f.trialDays}-day free trial once the payment method is confirmed. Cancel during the trial and you pay nothing. A trial is offered once per account.`,
          ],
        },
        {
          heading: 'Renewal',
          body: [
            'After the trial, and at the end of every paid period, the subscription renews automatically and the same payment method is charged for the next period, until you cancel.',
          ],
        },
        {
          heading: 'Cancelling',
          body: [
            'Cancel at any time on the subscription page. No further charge is made, and access lasts until the end of the period already paid. Erasing your account cancels the subscription at once.',
          ],
        },
        {
          heading: 'Refunds',
          body: [
            `If a charge went wrong, or you cancel within 14 days of a charge without having made any tale in that period, write to ${f.operator.email ?? 'the operator'} and we refund it in full to the same card. Statutory consumer rights are not affected.`,
          ],
        },
        {
          heading: 'Personal data',
          body: ['The privacy policy and the consent to personal-data processing describe how data is handled.'],
        },
      ],
    },
    'personal-data': {
      title: 'Consent to personal-data processing',
      sections: [
        {
          heading: 'Consent',
          body: [
            `By creating an account I, as the parent or legal guardian, agree that ${f.operator.name} processes my personal data and my children's data described below, in order to make and keep personalised tales and to run my subscription.`,
            operator,
          ],
        },
        { heading: 'Which data', body: [collected] },
        {
          heading: 'What is done with it',
          body: [
            'Collecting, recording, storing, changing, using, passing on to the services listed below for the purposes above, deleting and destroying.',
            stored,
          ],
        },
        { heading: 'Passed to', body: [providers] },
        { heading: 'For how long', body: [keep] },
        {
          heading: 'Withdrawing',
          body: [
            'This consent lasts until I withdraw it. Erasing the account withdraws it and erases the data; payment records stay only as the law requires.',
            rights,
          ],
        },
      ],
    },
  };
}
