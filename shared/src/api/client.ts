import type { HttpClient } from '../http/types';

/**
 * The typed client of the site's api, passed to every remote as `props.api`.
 * Endpoint methods are grouped by the api's sections.
 */
export class ApiClient {
  constructor(readonly http: HttpClient) {}
}
