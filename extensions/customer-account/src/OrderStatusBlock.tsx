// customer-account.order-status.block.render: "you earned N points with this order".
import '@shopify/ui-extensions/preact';
import { gidNumber } from '../../shared/api.js';
import { start } from '../../shared/components/Setup.js';
import { extensionRuntime } from '../../shared/runtime.js';
import { OrderPoints } from './OrderPoints.js';

export default async () => {
  await start(
    () => extensionRuntime(shopify),
    (runtime) => (
      <OrderPoints runtime={runtime} orderId={gidNumber(shopify.order.value?.id, 'Order')} />
    ),
  );
};
