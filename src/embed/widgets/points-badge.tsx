import { PointsBadgeWidget } from '../light/PointsBadgeWidget.js';
import { CHUNK_MESSAGES } from '../elements.js';
import { defineChunk } from '../mount.js';
import css from 'lk-css:points-badge';

/** `<lk-points-badge>`: balance and tier; opens the rewards drawer (loaded on first open). */
export const { mount } = defineChunk(
  {
    'points-badge': ({ config }) => (
      <PointsBadgeWidget joinUrl={config.registerUrl} signInUrl={config.loginUrl} />
    ),
  },
  { styles: [css], messages: CHUNK_MESSAGES['points-badge'] },
);
