import { Type } from '@sinclair/typebox';
import { serializersCompiledOnce } from '../src/lib/compiled-schemas';
import { storableValueValidators } from '../src/lib/storable-values';

// Two builds of the app in one process (the test suites' case) compile each distinct schema once.
describe('schemas compiled once per process', () => {
  const route = (schema: object) => ({ schema, method: 'GET', url: '/x', httpPart: 'querystring' });
  const options = { customOptions: { coerceTypes: 'array' as const } };

  it('gives a second app the validator the first compiled, and tells schemas apart by what they say', () => {
    const first = storableValueValidators()({}, options);
    const second = storableValueValidators()({}, options);
    const page = (max: number) => Type.Object({ page: Type.Integer({ minimum: 1, maximum: max }) });
    const v10 = first(route(page(10)));
    expect(second(route(page(10)))).toBe(v10);
    const v20 = second(route(page(20)));
    expect(v20).not.toBe(v10);
    expect(v10({ page: 15 })).toBe(false);
    expect(v20({ page: 15 })).toBe(true);
    // the storable rule still applies to a validator taken from the cache
    expect(second(route(page(10)))({ page: Infinity })).toBe(false);
  });

  it('keeps one serializer per answer schema and shared schemas', () => {
    const answer = Type.Object({ name: Type.String() });
    const a = serializersCompiledOnce()({}, {})({ schema: answer, method: 'GET', url: '/a', httpStatus: '200' });
    const b = serializersCompiledOnce()({}, {})({ schema: Type.Object({ name: Type.String() }), method: 'GET', url: '/b', httpStatus: '200' });
    expect(b).toBe(a);
    expect(a({ name: '李雷', secret: 'x' })).toBe('{"name":"李雷"}');
    const withShared = serializersCompiledOnce()({ shared: { $id: 'shared', type: 'string' } }, {})({ schema: answer, method: 'GET', url: '/a', httpStatus: '200' });
    expect(withShared).not.toBe(a);
  });
});
