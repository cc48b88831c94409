// What a store's server code would write with the packed packages; type-checked, not run.
import { createProxy, createApiClient, signCustomerProof, type ProxyOptions } from 'loyalkit-proxy';
import { createSandbox, SANDBOX_DEFAULTS } from 'loyalkit-sandbox';
import { ApiError, operation } from 'loyalkit-contract';

const sandbox = createSandbox({ db: ':memory:', seed: 'demo' });
const options: ProxyOptions = {
  upstream: {
    baseUrl: 'http://sandbox.internal',
    clientId: SANDBOX_DEFAULTS.clientId,
    clientSecret: SANDBOX_DEFAULTS.clientSecret,
    fetch: (request) => sandbox.fetch(request),
  },
  keys: { jwtSecret: 'x'.repeat(32), customerSigningKey: 'k' },
  metricsToken: 'y'.repeat(16),
};
const proxy = createProxy(options);
const response: Response | Promise<Response> = proxy.fetch(new Request('http://x/readyz'));
const api = createApiClient({ baseUrl: 'https://api.example', clientId: 'id', clientSecret: 's' });
const customer: Promise<{ pointsBalance: number }> = api.getCustomer({ customerIdentifier: '7' });
const proof: { customerId: string; timestamp: number; signature: string } = signCustomerProof(
  'k',
  7,
);
const path: string = operation('redeem').path;
const failure: ApiError = new ApiError(422, 'insufficient_points');
export { response, customer, proof, path, failure };
