/** Loyalty where shoppers act: points for reviews and questions, "yours with your points". */
export const en = {
  'engage.earn.review': 'Earn {count, plural, one {# point} other {# points}} for your review',
  'engage.earn.photo': '{count, plural, one {# more point} other {# more points}} with a photo',
  'engage.earn.question': 'Earn {count, plural, one {# point} other {# points}} for your question',
  'engage.earn.answer': 'Earn {count, plural, one {# point} other {# points}} for your answer',
  'engage.earn.birthday': 'Earn {count, plural, one {# point} other {# points}} on your birthday',
  'engage.earn.referral':
    'Earn {count, plural, one {# point} other {# points}} for each friend you refer',
  'engage.signIn.review':
    'Sign in to earn {count, plural, one {# point} other {# points}} for your review',
  'engage.signIn.question':
    'Sign in to earn {count, plural, one {# point} other {# points}} for your question',
  'engage.earned': 'You earned {count, plural, one {# point} other {# points}}.',
  'engage.earnLater':
    'You will earn {count, plural, one {# point} other {# points}} once it is published.',
  'engage.offer.free': 'Yours for {count, plural, one {# point} other {# points}}',
  'engage.offer.off': '{amount} off for {count, plural, one {# point} other {# points}}',
  'engage.offer.toGo': '{count, plural, one {# point} other {# points}} to go',
  'engage.offer.redeem': 'Redeem',
  'engage.offer.redeemLabel': 'Redeem {count, plural, one {# point} other {# points}}: {title}',
  'engage.offer.title': 'Yours with your points',
} as const;
