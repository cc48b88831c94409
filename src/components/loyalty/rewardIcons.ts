import type { IconName } from '../shared/icons.js';

/** The picture of a reward by its spending rule type; a sparkle for types not known yet. */
const SPENDING: Record<string, IconName> = {
  fixed_amount: 'tag',
  percentage: 'percent',
  free_shipping: 'truck',
  free_product: 'gift',
};

/** The picture of a way to earn by its earning rule type. */
const EARNING: Record<string, IconName> = {
  create_account: 'sparkle',
  custom_action: 'share',
  purchase: 'bag',
  birthday: 'cake',
  product_review: 'star',
  photo_review: 'photo',
};

/** The icon of a spending rule type (E10 `type`). */
export function rewardIcon(type: string): IconName {
  return SPENDING[type] ?? 'sparkle';
}

/** The icon of an earning rule type (E7 `type`). */
export function earnIcon(type: string): IconName {
  return EARNING[type] ?? 'coin';
}
