// `@campus/shared-utils/shapes`: every answer shape that crosses the wire, one TypeBox definition each
// (docs/decisions.md "Answer shapes"). The server's response schemas and mappers use them; the client's
// types (types/*.ts) and parsers (conform) follow from them.
export * from './shapes/site';
export * from './shapes/site-calls';
export * from './shapes/cards';
export * from './shapes/home';
export * from './shapes/jobs';
export * from './shapes/mine';
export * from './shapes/resume';
export * from './shapes/content';
export * from './shapes/live-fair';
export * from './shapes/ai';
export * from './shapes/ai-career';
export * from './shapes/search';
export { conform } from './shapes/conform';
