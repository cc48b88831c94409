// The store's images (product and review pictures), which the sandbox draws for the demo data.
import { handleAssetRequest } from '../../../lib/store';

export const GET = handleAssetRequest;
