import { isRouteErrorResponse, useRouteError } from '@/lib/router';
import { NotFoundPage } from './not-found';

/**
 * A page's loader said 404 (unknown product or collection): the not-found screen inside the shop's
 * layout. Anything else goes on to the app's last line of defence (RouteError).
 */
export function PageError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
