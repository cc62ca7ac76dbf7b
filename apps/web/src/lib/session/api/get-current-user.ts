import type { CurrentUser } from '@oportuna/domain/auth';
import { apiClient } from '../../api-client.ts';

/** GET user: the profile behind the token, kept in the session store rather than the query cache. */
export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiClient.get<CurrentUser>('user', { signal });
}
