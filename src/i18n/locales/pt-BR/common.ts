import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/common.js';

/** Brazilian Portuguese: shared states, errors and actions. */
export const common: Translations<typeof en> = {
  'common.loading': 'Carregando…',
  'common.retry': 'Tentar de novo',
  'common.close': 'Fechar',
  'common.cancel': 'Cancelar',
  'common.confirm': 'Confirmar',
  'common.save': 'Salvar',
  'common.delete': 'Excluir',
  'common.edit': 'Editar',
  'common.back': 'Voltar',
  'common.copy': 'Copiar',
  'common.copied': 'Copiado para a área de transferência',
  'common.copyFailed': 'Não foi possível copiar. Selecione o texto e copie manualmente.',
  'common.loadMore': 'Carregar mais',
  'common.signIn': 'Entrar',
  'common.join': 'Participe agora',
  'common.offline': 'Você está offline. Vamos atualizar quando a conexão voltar.',
  'common.empty': 'Nada por aqui ainda.',
  'common.count': '({count})',
  'common.points': '{count, plural, =0 {# pontos} one {# ponto} other {# pontos}}',
  'errors.generic': 'Algo deu errado. Tente de novo.',
  'errors.network': 'Não conseguimos acessar a loja. Verifique sua conexão e tente de novo.',
  'errors.unauthorized': 'Sua sessão expirou. Entre novamente.',
  'errors.forbidden': 'Você não tem permissão para fazer isso.',
  'errors.not_found': 'Não encontramos o que você procura.',
  'errors.rate_limited': 'A loja está muito movimentada. Tente de novo em instantes.',
  'errors.invalid_request': 'Alguns dados não estão corretos. Confira e tente de novo.',
  'errors.insufficient_points': 'Você ainda não tem pontos suficientes para esta recompensa.',
  'errors.rule_not_allowed': 'Esta recompensa não está disponível para você.',
  'errors.variant_required': 'Escolha uma variante primeiro.',
  'errors.conflict': 'Isso já foi feito.',
  'errors.review_not_allowed': 'Você não pode avaliar este produto.',
  'errors.upstream_unavailable':
    'O serviço está indisponível no momento. Tente de novo daqui a pouco.',
  'errors.birthday_already_set':
    'Seu aniversário já está cadastrado. Para alterá-lo, fale com a loja.',
  'common.moreActions': 'Mais ações para {name}',
  'common.moveTo': 'Mover para {title}',
};
