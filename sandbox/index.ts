/**
 * loyalkit-sandbox: the Loyalty and Engagement API v2 on SQLite, with demo data. A web-standard
 * fetch handler (`createSandbox().fetch`) to embed in a server or a test, and the
 * `loyalkit-sandbox` command (`main.ts`) to run it alone.
 */
export { createSandbox, SANDBOX_DEFAULTS, type Sandbox, type SandboxOptions } from './app.js';
export { readSettings, writeSettings } from './settings.js';
export type { StoreSettings } from './context.js';
export type { SeedKind } from './seed/index.js';
export { DEMO_CUSTOMERS } from './seed/loyaltyCustomers.js';
export { createManualClock, type Clock, type SandboxClock } from './clock.js';
