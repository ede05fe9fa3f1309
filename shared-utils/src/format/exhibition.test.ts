import { parseExhibition } from './exhibition';

describe('parseExhibition', () => {
  it('reads the JSON list of blocks', () => {
    expect(parseExhibition('[{"label":"jobfair","show":"1","title":"双选会"},{"label":"x","show":0,"title":"职位"}]')).toEqual([
      { label: 'jobfair', show: 1, title: '双选会' },
      { label: 'x', show: 0, title: '职位' },
    ]);
  });

  it('accepts an already parsed list', () => {
    expect(parseExhibition([{ label: 'a', show: true, title: 't' }])).toEqual([{ label: 'a', show: 1, title: 't' }]);
  });

  it.each([undefined, null, '', '{', 'null', '{"label":"a"}', '42', 42, {}])('gives [] for %p', (input) => {
    expect(parseExhibition(input)).toEqual([]);
  });

  it('drops items that are not blocks and fills missing fields', () => {
    expect(parseExhibition('[null, 3, "x", [], {"title": 5}, {"label": {"a": 1}, "show": 2}]')).toEqual([
      { label: '', show: 0, title: '5' },
      { label: '', show: 0, title: '' },
    ]);
  });
});
