/** What `npm run bench` measures under load, and the single requests it times and weighs. */
const dayAfter1900 = (n) =>
  new Date(Date.UTC(1900, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

export const LOAD_ENDPOINTS = [
  { name: 'GET /api/health', path: '/api/health' },
  {
    name: 'GET /api/cities 25, 3 ranges, sort',
    path: '/api/cities?limit=25&populacao_estimada=10000,&idhm=0.6,&pib_per_capta=10000,&sort[idhm]=desc',
    auth: true,
  },
  {
    name: 'GET /api/proposals 25, status/type/ufs, sort',
    path: '/api/proposals?limit=25&status=open,pending&type=city,company&ufs=25&sort[created_at]=desc',
    auth: true,
  },
  // Every request a query never seen before: no cached answer or page, the full database path.
  {
    name: 'same cities list, a new query each time',
    path: '/api/cities?limit=25&populacao_estimada=10000,&idhm=0.6,&pib_per_capta=10000,&sort[idhm]=desc',
    unique: (n) =>
      `/api/cities?limit=25&populacao_estimada=10000,&idhm=0.6,&pib_per_capta=${10000 + n},&sort[idhm]=desc`,
    auth: true,
  },
  {
    name: 'same proposals list, a new query each time',
    path: '/api/proposals?limit=25&status=open,pending&type=city,company&ufs=25&sort[created_at]=desc',
    // Created-since dates before every opportunity: the same rows, a different query.
    unique: (n) =>
      `/api/proposals?limit=25&status=open,pending&type=city,company&ufs=25&start_date=${dayAfter1900(n)}&sort[created_at]=desc`,
    auth: true,
  },
];

export const SINGLE_REQUESTS = [
  {
    name: 'cities map (6000, 5 fields)',
    path: '/api/cities?fields=id,code,name,latitude,longitude&limit=6000',
    auth: true,
  },
  {
    name: 'proposals map (10000 points)',
    path: '/api/proposals?fields=id,name,status,type,coordinates&limit=10000',
    auth: true,
  },
  { name: 'br.geojson', path: '/api/br.geojson' },
  { name: 'SP municipalities layer', path: '/api/states/35.geojson' },
];
