import { apiClient } from '../../api-client.ts';

/**
 * POST logout revokes the server-side session. The token is passed explicitly because local
 * storage is already cleared when this runs.
 */
export function logout(token: string): Promise<void> {
  return apiClient.post<void>('logout', undefined, {
    headers: { Authorization: `Bearer ${token}` },
  });
}
