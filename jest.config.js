// One Jest run for every workspace: front-end parcels in jsdom, the API in node.
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
  ],
};
const web = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform,
  moduleNameMapper: { '\\.(css)$': 'identity-obj-proxy', '\\.(svg|png|jpg)$': '<rootDir>/../types/file-stub.cjs' },
  setupFilesAfterEnv: ['<rootDir>/../jest.setup-web.ts'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
});

export default {
  // Three workers on the 2-core CI machine (Jest's default is one fewer than the cores: a single worker there). A
  // suite spends part of its time waiting (PostgreSQL, Redis, the servers it spawns, its timers), which a third
  // worker fills: the run with PostgreSQL took 5:31 where two workers took 6:24-6:42 (docs/testing.md). The
  // API suites share nothing a parallel run could trip over: each app has its own copy of the seeded database
  // (api/test/seeded-copy.ts) or its own fresh one, spawned servers take free ports, files go to temp folders.
  maxWorkers: 3,
  projects: [
    ...['shared-utils', 'root-config', 'mf-header', 'mf-home', 'mf-auth', 'mf-student', 'mf-content'].map(web),
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      // 30 s a test and hook (test/jest-timeout.ts says why)
      setupFilesAfterEnv: ['<rootDir>/test/jest-timeout.ts'],
      // one line when the suites run without PostgreSQL (test/services.ts: what needs it is skipped)
      // and seeds the demo database once a run for the suites to copy (test/seeded-copy.ts); the teardown drops it
      globalSetup: '<rootDir>/test/jest-global-setup.ts',
      globalTeardown: '<rootDir>/test/jest-global-teardown.ts',
      // pdf.js ships as an ES module only (unpdf/pdfjs, .mjs): swc turns it into CommonJS as well
      transform: { ...transform, '^.+\\.mjs$': transform['^.+\\.(t|j)sx?$'] },
      // Ask for pdf.js by its file: its package exports it to `import` only, which Jest's require cannot resolve.
      moduleNameMapper: { '^unpdf/pdfjs$': '<rootDir>/../node_modules/unpdf/dist/pdfjs.mjs' },
      // ES-module-only dependencies (cookie 2 and content-disposition 3 of Fastify's inject and
      // @fastify/static; unpdf's pdf.js; DiceBear's avatars): swc turns them into CommonJS like our own sources.
      transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition|unpdf|@dicebear)/)'],
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    },
  ],
};
