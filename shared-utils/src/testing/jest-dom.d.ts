// Types of the jest-dom matchers that jest.setup-web.ts installs, for this project's tests.
import '@testing-library/jest-dom';
