import * as lite from './type-lite';

type Shapes = Record<string, unknown>;

/** Every shape the shapes entry exports, built with the given `@sinclair/typebox`. */
function loadShapes(typebox?: unknown): Shapes {
  let shapes: Shapes = {};
  jest.isolateModules(() => {
    if (typebox) jest.doMock('@sinclair/typebox', () => typebox);
    shapes = jest.requireActual<Shapes>('../shapes');
  });
  jest.dontMock('@sinclair/typebox');
  return shapes;
}

describe('type-lite, the browser’s TypeBox', () => {
  const real = loadShapes();
  const built = loadShapes(lite);
  const schemas = Object.keys(real).filter((name) => typeof real[name] === 'object');

  it('is what the browser builds the shapes with: they carry none of TypeBox’s symbols', () => {
    expect(Object.getOwnPropertySymbols(real.SiteInfo)).not.toEqual([]);
    expect(Object.getOwnPropertySymbols(built.SiteInfo)).toEqual([]);
  });

  it('builds every exported shape as the same JSON Schema as TypeBox', () => {
    expect(schemas.length).toBeGreaterThan(60);
    for (const name of schemas) expect({ name, schema: JSON.stringify(built[name]) }).toEqual({ name, schema: JSON.stringify(real[name]) });
  });
});
