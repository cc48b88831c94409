#!/usr/bin/env node
// `npx loyalkit-proxy`: the proxy from its package, configured by the same environment as
// `npm run proxy` (README, "Deploy the proxy"). Without UPSTREAM_BASE_URL it runs on an
// embedded sandbox when the loyalkit-sandbox package is installed.
import { serveProxy } from './serve.js';

void serveProxy(process.env);
