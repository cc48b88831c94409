import type { Config } from '@react-router/dev/config';

// Framework mode with server rendering, as Hydrogen runs it.
export default { ssr: true } satisfies Config;
