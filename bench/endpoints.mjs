/** What `npm run bench` measures under load, and the single requests it times and weighs. */
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
