// The jest-dom matchers that the root Jest setup installs, typed for every parcel's tests.
import '@testing-library/jest-dom';
