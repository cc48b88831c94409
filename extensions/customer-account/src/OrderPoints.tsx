import { LoadState } from '../../shared/components/LoadState.js';
import type { ExtensionRuntime } from '../../shared/runtime.js';
import { useLoad } from '../../shared/useLoad.js';

/**
 * The Order status page's block: the points this order earned, summed from the customer's
 * activity for it (E16 by order), or that they come once the order is processed.
 */
export function OrderPoints({
  runtime,
  orderId,
}: {
  runtime: ExtensionRuntime;
  orderId: number | null;
}) {
  const { client, i18n } = runtime;
  const { t } = i18n;
  const [earned, reload] = useLoad(async () => {
    const session = await client.session();
    if (!session.customer || orderId === null) return null;
    const { activities } = await client.call('getActivityHistory', {
      orderId,
      page: 1,
      perPage: 50,
      locale: i18n.lang,
    });
    return activities.reduce((sum, entry) => sum + Math.max(entry.points ?? 0, 0), 0);
  }, [client, orderId]);
  return (
    <LoadState state={earned} i18n={i18n} retry={reload}>
      {(points) =>
        points === null ? null : (
          <s-section heading={t('loyalty.title')}>
            <s-text>
              {points > 0
                ? t('shopify.order.earned', { count: points })
                : t('shopify.order.pending')}
            </s-text>
          </s-section>
        )
      }
    </LoadState>
  );
}
