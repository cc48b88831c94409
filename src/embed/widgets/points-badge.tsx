import { PointsBadge } from '../../components/loyalty/PointsBadge.js';
import { defineChunk } from '../runtime.js';

/** `<lk-points-badge>`: balance and tier; opens the rewards drawer. */
export const { mount } = defineChunk({
  'points-badge': ({ config }) => (
    <PointsBadge joinUrl={config.registerUrl} signInUrl={config.loginUrl} />
  ),
});
