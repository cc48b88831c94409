import { ApiError } from '../../src/api/index.js';
import { verifyShareToken } from '../share.js';
import type { Parsed, RequestContext } from './rule.js';

/** E8: only rules the store lists as self-reportable custom actions may be claimed. */
export async function selfReportableOnly(
  { readAsVisitor }: RequestContext,
  input: Parsed<'trackCustomAction'>,
): Promise<void> {
  const { rules } = await readAsVisitor('getEarningRules', { locale: 'en' });
  const rule = rules.find((r) => r.id === input.ruleId);
  if (!rule || rule.type !== 'custom_action' || rule.isSelfReportable !== true) {
    throw ApiError.of('forbidden', 'this action cannot be claimed from the storefront');
  }
}

/** E47: a gifter orders only from the registry their share link opens, only what it lists. */
export async function productsOnSharedRegistry(
  { deps, header }: RequestContext,
  input: Parsed<'createDraftOrderFromGiftRegistry'>,
): Promise<void> {
  const share = await verifyShareToken(deps, header('x-registry-share') ?? '');
  if (share.giftRegistryId !== input.giftRegistryId)
    throw ApiError.of('not_found', 'no such registry');
  const registry = await share.load();
  const wanted = new Set(registry.items.map((i) => `${i.productId}:${i.variantId}`));
  if (!input.products.every((p) => wanted.has(`${p.productId}:${p.variantId}`))) {
    throw ApiError.of('not_found', 'a product is not on this registry');
  }
}

/** E21 for a shopper who is not signed in: the store's guest-review setting. */
export function guestReviewSetting({ deps, caller }: RequestContext): unknown {
  if (caller.kind === 'customer') return undefined;
  const allowed = deps.settings.guestReviews;
  return { canCreateReview: allowed, message: allowed ? '' : 'sign in to write a review' };
}
