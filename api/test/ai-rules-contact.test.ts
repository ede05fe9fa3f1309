import { findBirthDate, findCity, findContact, findEmail, findName, findPhone, findSex } from '../src/ai/rules/contact';
import { normalizeLines } from '../src/ai/rules/text';

const HEAD = [
  '个人简历',
  '张伟',
  '男 | 22岁 | 中共党员',
  '手机：138 0013 8000   邮箱：Zhang.Wei@163.com',
  '出生日期：2002年3月15日    现居：广东省深圳市南山区',
  '求职意向：后端开发工程师',
  '教育背景',
  '北京大学    计算机科学与技术    本科    2021.09-2025.06',
];

describe('contact fields', () => {
  it('reads every field of a typical resume head', () => {
    const c = findContact(HEAD);
    expect(c.name).toMatchObject({ value: '张伟', line: 1 });
    expect(c.phone).toMatchObject({ value: '13800138000', line: 3 });
    expect(c.phone!.confidence).toBeGreaterThan(0.95);
    expect(c.email).toMatchObject({ value: 'zhang.wei@163.com' });
    expect(c.sex).toMatchObject({ value: 1 });
    expect(c.birth_date).toMatchObject({ value: '2002-03-15' });
    expect(c.city).toMatchObject({ value: '深圳' });
  });

  it.each([
    ['13800138000', '13800138000'],
    ['电话：+86 138-0013-8000', '13800138000'],
    ['Tel: (+86)13912345678', '13912345678'],
    ['手机 159 1234 5678（微信同号）', '15912345678'],
    ['行動電話：0912-345-678', '0912345678'],
    ['+886 912 345 678', '0912345678'],
  ])('phone %s', (line, value) => {
    expect(findPhone(normalizeLines([line]))?.value).toBe(value);
  });

  it('does not take ID numbers, dates or short numbers for phones', () => {
    expect(findPhone(['身份证：110101200203151234'])).toBeNull();
    expect(findPhone(['2021.09-2025.06', '学号 2021123456', '12345678901'])).toBeNull();
  });

  it('reads e-mails with full-width noise', () => {
    expect(findEmail(normalizeLines(['Ｅｍａｉｌ：ｌｉｈｕａ＠ｑｑ．ｃｏｍ']))?.value).toBe('lihua@qq.com');
    expect(findEmail(['邮箱:wang_fang-01@stu.pku.edu.cn；'])?.value).toBe('wang_fang-01@stu.pku.edu.cn');
    expect(findEmail(['微博 @小王同学'])).toBeNull();
  });

  it('reads a labelled name, or the first plausible token of the first lines', () => {
    expect(findName(normalizeLines(['基本信息', '姓 名：李娜    性别：女']))).toMatchObject({ value: '李娜', confidence: 0.98 });
    expect(findName(['欧阳小明 | 155 0000 1111'])).toMatchObject({ value: '欧阳小明' });
    expect(findName(['买买提·艾力'])).toMatchObject({ value: '买买提·艾力' });
    expect(findName(normalizeLines(['姓名：买买提·艾力']))).toMatchObject({ value: '买买提·艾力' });
    // CJK radicals from a PDF: ⼤ is folded to 大 before the school test
    expect(findName(normalizeLines(['个人简历', '浙江⼤学', '求职意向', '教育背景', '王芳']))).toMatchObject({ value: '王芳', line: 4 });
    expect(findName(['简历', 'Name: 张三'])).toMatchObject({ value: '张三', line: 1 });
    expect(findName(['产品经理', '刘洋 | 女'])).toMatchObject({ value: '刘洋', line: 1 });
    expect(findName(['教育背景', '项目经历'])).toBeNull();
  });

  it('reads a name out of a title line, spaced out, or after a contact label, never the label itself', () => {
    expect(findName(['周一鸣的个人简历', '电话：13800138000'])).toMatchObject({ value: '周一鸣', line: 0 });
    expect(findName(normalizeLines(['个人简历 - 张三', '电话：13800138000']))).toMatchObject({ value: '张三' });
    expect(findName(['李思远-前端开发-简历'])).toMatchObject({ value: '李思远' });
    expect(findName(['张  三', '电话：13800138000'])).toMatchObject({ value: '张三', line: 0 });
    // a contact label is no name, with or without its colon
    expect(findName(normalizeLines(['邮箱：student3@example.com', '张若曦']))).toMatchObject({ value: '张若曦', line: 1 });
    expect(findName(['电话 13800138000', '王芳'])).toMatchObject({ value: '王芳', line: 1 });
    expect(findName(['电话：13800138000', '邮箱：a@b.cn'])).toBeNull();
  });

  it('reads sex labelled or standing alone, never inside a word', () => {
    expect(findSex(normalizeLines(['性别：女']))?.value).toBe(2);
    expect(findSex(['王芳 / 女 / 2003.05'])).toMatchObject({ value: 2, confidence: 0.8 });
    expect(findSex(['男篮队长', '女排比赛志愿者'])).toBeNull();
  });

  it('reads birth dates in several forms', () => {
    expect(findBirthDate(['出生年月：2003.05'])).toMatchObject({ value: '2003-05-01', confidence: 0.5 });
    expect(findBirthDate(['生日 2002/11/08'])?.value).toBe('2002-11-08');
    expect(findBirthDate(['Birthday: 2002-1-8'])?.value).toBe('2002-01-08');
    expect(findBirthDate(['出生日期：2002.13.01'])).toBeNull();
  });

  it('reads cities after a label, or from the small list in the first lines', () => {
    expect(findCity(normalizeLines(['所在城市：上海']))).toMatchObject({ value: '上海', confidence: 0.9 });
    expect(findCity(['籍贯：湖南省长沙市'])).toMatchObject({ value: '长沙' });
    expect(findCity(['籍贯：湖南省长沙市'])!.confidence).toBeLessThan(0.9);
    expect(findCity(['李雷 | 杭州 | 13700001111'])).toMatchObject({ value: '杭州', confidence: 0.5 });
    expect(findCity(['乌托邦'], (t) => t === '乌托邦')).toMatchObject({ value: '乌托邦' });
    expect(findCity(['李雷 | 13700001111'])).toBeNull();
  });
});
