import { setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

// MapLibre 6 looks for its worker beside its own module file, which bundling moves; the
// worker file is self-contained, so it is served as an asset and named explicitly.
setWorkerUrl(workerUrl);
