import type { Translations } from '../catalog.js';

/** Messages of a star rating and the grid's rating badge (their own domain: a badge loads no more). */
export const en = {
  'reviews.rating.label': 'Rated {value} out of 5',
  'reviews.count': '{count, plural, =0 {No reviews} one {# review} other {# reviews}}',
  'reviews.badge.label':
    '{count, plural, =0 {No reviews yet} one {Rated {value} out of 5, # review} other {Rated {value} out of 5, # reviews}}',
} as const;

export const fr: Translations<typeof en> = {
  'reviews.rating.label': 'Noté {value} sur 5',
  'reviews.count': '{count, plural, =0 {Aucun avis} one {# avis} other {# avis}}',
  'reviews.badge.label':
    '{count, plural, =0 {Pas encore d’avis} one {Noté {value} sur 5, # avis} other {Noté {value} sur 5, # avis}}',
};

export const es: Translations<typeof en> = {
  'reviews.rating.label': 'Valoración de {value} sobre 5',
  'reviews.count': '{count, plural, =0 {Sin reseñas} one {# reseña} other {# reseñas}}',
  'reviews.badge.label':
    '{count, plural, =0 {Sin reseñas todavía} one {Valoración de {value} sobre 5, # reseña} other {Valoración de {value} sobre 5, # reseñas}}',
};
