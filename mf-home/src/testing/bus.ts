// The bus helpers are shared by every parcel's tests.
export * from '../../../shared-utils/src/testing/bus';
