// customer-account.profile.block.render: points and tier on the Profile page, linking to Rewards.
import '@shopify/ui-extensions/preact';
import { start } from '../../shared/components/Setup.js';
import { extensionRuntime } from '../../shared/runtime.js';
import { ProfileSummary } from './ProfileSummary.js';

export default async () => {
  await start(
    () => extensionRuntime(shopify),
    (runtime) => <ProfileSummary runtime={runtime} />,
  );
};
