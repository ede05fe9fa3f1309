// Each API test file builds apps that migrate and seed a fresh database (more areas, more tables): on a
// loaded 2-core machine, with PostgreSQL as well, a hook or a test that builds its own app can pass Jest's
// 5 s. (`testTimeout` in a project's config is not read: Jest takes it from the global config only.)
jest.setTimeout(30_000);
