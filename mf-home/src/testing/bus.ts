// The bus helpers are shared by every parcel's tests.
export * from '@campus/shared-utils/testing';
