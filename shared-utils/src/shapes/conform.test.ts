import { Type } from '@sinclair/typebox';
import { CONTACT_HOURS } from '../constants';
import { conform } from './conform';
import { Application, Interview } from './mine';
import { BrandInfo } from './site';

describe('conform', () => {
  const Shape = Type.Object({
    name: Type.String(),
    count: Type.Integer(),
    page: Type.Integer({ default: 1 }),
    flag: Type.Union([Type.Literal(0), Type.Literal(1)]),
    kind: Type.Union([Type.Literal('online'), Type.Literal('offline')], { default: 'offline' }),
    more: Type.Boolean(),
    tags: Type.Array(Type.String()),
    items: Type.Array(Type.Object({ id: Type.Integer() })),
    parent: Type.Union([Type.Object({ id: Type.Integer() }), Type.Null()]),
  });

  it('fills every field of a malformed answer with its empty value or the shape’s default', () => {
    expect(conform(Shape, 'junk')).toEqual({ name: '', count: 0, page: 1, flag: 0, kind: 'offline', more: false, tags: [], items: [], parent: null });
  });

  it('reads numbers as text, numeric text as numbers, flags from text and booleans', () => {
    expect(conform(Shape, { name: 12, count: '41', page: 'x', flag: true, kind: 'online', more: 1 })).toMatchObject({ name: '12', count: 41, page: 1, flag: 1, kind: 'online', more: true });
    expect(conform(Shape, { flag: '1', kind: 'elsewhere' })).toMatchObject({ flag: 1, kind: 'offline' });
  });

  it('drops list items of another kind and rebuilds the rest', () => {
    expect(conform(Shape, { tags: ['a', 3, null, 'b'], items: [{ id: '2', extra: 1 }, 'x', 7] })).toMatchObject({ tags: ['a', 'b'], items: [{ id: 2 }] });
  });

  it('takes the union branch the value fits, else null where the union allows it', () => {
    expect(conform(Shape, { parent: { id: 5 } }).parent).toEqual({ id: 5 });
    expect(conform(Shape, { parent: 'x' }).parent).toBeNull();
  });

  it('gives the defaults the shapes name: an interview without its state is finished and unanswered, a brand’s key main', () => {
    expect(conform(Interview, { id: 1 })).toMatchObject({ mode: 'onsite', state: 'finished', reply: 'none', reply_reason: '', reply_at: 0, company: { id: 0, name: '' } });
    expect(conform(Application, { status: 'hired', interview: 'none' })).toMatchObject({ status: 'hired', unread: 0, interview: null, timeline: [] });
    expect(conform(BrandInfo, {})).toMatchObject({ key: 'main', generation: 'new', is_main: false, hotlines: { hours: CONTACT_HOURS } });
  });
});
