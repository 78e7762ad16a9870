import { useLocation } from '@tp/shared/facades/router';

/** Shows where the router is, path and query, for tests that follow a form or a redirect to its next page. */
export function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}
