// The store's images (product and review pictures), which the sandbox draws for the demo data.
import type { LoaderFunctionArgs } from 'react-router';
import { handleAssetRequest } from '../../../store/stack';

export const loader = ({ request }: LoaderFunctionArgs) => handleAssetRequest(request);
