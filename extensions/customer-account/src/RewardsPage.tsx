// customer-account.page.render: the full "Rewards" page of new customer accounts.
import '@shopify/ui-extensions/preact';
import { start } from '../../shared/components/Setup.js';
import { extensionRuntime } from '../../shared/runtime.js';
import { RewardsApp } from './rewards/RewardsApp.js';

export default async () => {
  await start(
    () => extensionRuntime(shopify),
    (runtime) => <RewardsApp runtime={runtime} />,
  );
};
