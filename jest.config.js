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
  projects: [
    ...['shared-utils', 'root-config', 'mf-header', 'mf-home', 'mf-auth', 'mf-student', 'mf-content'].map(web),
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      // 30 s a test and hook (test/jest-timeout.ts says why)
      setupFilesAfterEnv: ['<rootDir>/test/jest-timeout.ts'],
      transform,
      // Two ES-module-only dependencies of Fastify's inject and @fastify/static (cookie 2,
      // content-disposition 3): swc turns them into CommonJS like our own sources.
      transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition)/)'],
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    },
  ],
};
