// Browser builds only: drops `description: '…'` options from the answer shapes (shared-utils/src/shapes/). They
// document the API in the server's OpenAPI document and do nothing in the browser but weigh on the first load.
const DESCRIPTION = /\bdescription:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`)\s*,?/g;

module.exports = function stripDescriptions(source) {
  return source.replace(DESCRIPTION, '');
};
