import { PAGE_ROUTES } from '@tp/shared/routes/routes';

/** One concrete path per page route (parameters filled in; a DApp's id is in the query); `project/*` redirect to `submit/*`. */
export const ROUTE_PATHS = PAGE_ROUTES.filter((route) => !route.path.startsWith('project/')).map((route) =>
  route.path === 'dappstore/detail' ? 'dappstore/detail?id=1' : route.path.replace(':id', '1').replace(':receipt', 'unknown-receipt'),
);
