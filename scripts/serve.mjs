// Serves the API and the built front end from the TypeScript sources (tsx compiles on the fly).
import { register } from 'tsx/esm/api';

register();
await import('../api/src/server.ts');
