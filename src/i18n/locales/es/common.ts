import type { Translations } from '../../catalog.js';
import type { en } from '../../messages/common.js';

/** Spanish: shared states, errors and actions. */
export const common: Translations<typeof en> = {
  'common.loading': 'Cargando…',
  'common.retry': 'Reintentar',
  'common.close': 'Cerrar',
  'common.cancel': 'Cancelar',
  'common.confirm': 'Confirmar',
  'common.save': 'Guardar',
  'common.delete': 'Eliminar',
  'common.edit': 'Editar',
  'common.back': 'Volver',
  'common.copy': 'Copiar',
  'common.copied': 'Copiado al portapapeles',
  'common.copyFailed': 'No se pudo copiar. Selecciona el texto y cópialo tú.',
  'common.loadMore': 'Cargar más',
  'common.signIn': 'Iniciar sesión',
  'common.join': 'Únete',
  'common.offline': 'Estás sin conexión. Actualizaremos cuando vuelvas.',
  'common.empty': 'Aún no hay nada.',
  'common.points': '{count, plural, one {# punto} other {# puntos}}',
  'errors.generic': 'Algo salió mal. Inténtalo de nuevo.',
  'errors.network': 'No pudimos contactar con la tienda. Revisa tu conexión e inténtalo de nuevo.',
  'errors.unauthorized': 'Tu sesión terminó. Vuelve a iniciar sesión.',
  'errors.forbidden': 'No tienes permiso para hacer eso.',
  'errors.not_found': 'No lo encontramos.',
  'errors.rate_limited': 'La tienda está ocupada. Inténtalo en un momento.',
  'errors.invalid_request': 'Algunos datos no son correctos. Revísalos e inténtalo de nuevo.',
  'errors.insufficient_points': 'Aún no tienes puntos suficientes para esta recompensa.',
  'errors.rule_not_allowed': 'Esta recompensa no está disponible para ti.',
  'errors.variant_required': 'Elige primero una variante.',
  'errors.conflict': 'Eso ya estaba hecho.',
  'errors.birthday_already_set':
    'Tu cumpleaños ya está registrado. Para cambiarlo, contacta con la tienda.',
  'errors.review_not_allowed': 'No puedes reseñar este producto.',
  'errors.upstream_unavailable': 'El servicio no está disponible ahora. Inténtalo pronto.',
};
