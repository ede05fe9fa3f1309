// Runs first in every System bundle: lazy chunks load next to the entry file, wherever SystemJS
// loaded it from (our origin, or another server when QA overrides a parcel).
/* eslint-disable no-undef -- both names are given by rspack and SystemJS at run time */
__webpack_public_path__ = new URL('.', __system_context__.meta.url).href;
