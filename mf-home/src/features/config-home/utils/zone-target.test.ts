import type { ZoneItem } from '@campus/shared-utils';
import { zoneTarget } from './zone-target';

const item = (config_type: ZoneItem['config_type'], config_content = '12', web_domain = ''): ZoneItem => ({
  id: 1,
  icon: '',
  title: '名企 专区',
  config_type,
  config_content,
  config_content_details: { web_domain },
});
const title = encodeURIComponent('名企 专区').replace(/%20/g, '+');

describe('zoneTarget (spec §2 config_type table)', () => {
  it('1: the position list with zoneid and title', () => {
    expect(zoneTarget(item(1))).toBe(`#/positionList?zoneid=12&title=${title}`);
  });

  it.each([2, 3] as const)('%i: the company list with zoneid and title', (type) => {
    expect(zoneTarget(item(type))).toBe(`#/companyList?zoneid=12&title=${title}`);
  });

  it('4: the article list with id and title', () => {
    expect(zoneTarget(item(4, '101'))).toBe(`#/wenList?id=101&title=${title}`);
  });

  it('5: the content list with id and title', () => {
    expect(zoneTarget(item(5, '201'))).toBe(`#/contentListNew?id=201&title=${title}`);
  });

  it('6: its external web_domain, only when it is http(s)', () => {
    expect(zoneTarget(item(6, '', 'https://www.example.com/guide'))).toBe('https://www.example.com/guide');
    expect(zoneTarget(item(6, '', 'javascript:alert(1)'))).toBeNull();
    expect(zoneTarget(item(6, '', 'data:text/html,hi'))).toBeNull();
    expect(zoneTarget(item(6, '', ''))).toBeNull();
  });
});
