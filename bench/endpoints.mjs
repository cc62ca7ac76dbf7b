/** What `npm run bench` measures; list endpoints join as they are built. */
export const ENDPOINTS = [{ name: 'GET /api/health', path: '/api/health' }];
