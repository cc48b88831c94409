import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/engage.js';

/** Portuguese (Brazil): points where shoppers act, "yours with your points". */
export const engage: Translations<typeof en> = {
  'engage.earn.review':
    'Ganhe {count, plural, one {# ponto} many {# pontos} other {# pontos}} pela sua avaliação',
  'engage.earn.photo':
    '{count, plural, one {mais # ponto} many {mais # pontos} other {mais # pontos}} com uma foto',
  'engage.earn.question':
    'Ganhe {count, plural, one {# ponto} many {# pontos} other {# pontos}} pela sua pergunta',
  'engage.earn.answer':
    'Ganhe {count, plural, one {# ponto} many {# pontos} other {# pontos}} pela sua resposta',
  'engage.earn.birthday':
    'Ganhe {count, plural, one {# ponto} many {# pontos} other {# pontos}} no seu aniversário',
  'engage.earn.referral':
    'Ganhe {count, plural, one {# ponto} many {# pontos} other {# pontos}} por cada amigo indicado',
  'engage.signIn.review':
    'Entre para ganhar {count, plural, one {# ponto} many {# pontos} other {# pontos}} pela sua avaliação',
  'engage.signIn.question':
    'Entre para ganhar {count, plural, one {# ponto} many {# pontos} other {# pontos}} pela sua pergunta',
  'engage.earned': 'Você ganhou {count, plural, one {# ponto} many {# pontos} other {# pontos}}.',
  'engage.earnLater':
    'Você vai ganhar {count, plural, one {# ponto} many {# pontos} other {# pontos}} quando ela for publicada.',
  'engage.offer.free': 'Seu por {count, plural, one {# ponto} many {# pontos} other {# pontos}}',
  'engage.offer.off':
    '{amount} de desconto por {count, plural, one {# ponto} many {# pontos} other {# pontos}}',
  'engage.offer.toGo': 'Faltam {count, plural, one {# ponto} many {# pontos} other {# pontos}}',
  'engage.offer.redeem': 'Trocar',
  'engage.offer.redeemLabel':
    'Trocar {count, plural, one {# ponto} many {# pontos} other {# pontos}}: {title}',
  'engage.offer.title': 'Seu com seus pontos',
};
