// The floor page (bench/lighthouse.mjs): a one-bundle React 19 page with a header, a banner image and a list,
// rendered by the script like the product's pages are, with nothing else on it. A page that cannot be made
// much lighter with React: what a home of ours is measured against.
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

/** The product's first home banner (api/src/seed/home/content.ts MAIN_BANNERS), copied beside the page. */
const BANNER = '/static/banner.svg';

const NAV = ['首页', '职位', '企业', '双选会', '资讯'];

const POSITIONS = [
  ['前端开发工程师', '星河科技', '北京', '15-25K'],
  ['后端开发工程师', '云山数据', '上海', '18-30K'],
  ['算法工程师', '深蓝智能', '深圳', '25-40K'],
  ['产品经理', '青禾网络', '杭州', '15-25K'],
  ['芯片设计工程师', '海芯微电子', '南京', '20-35K'],
  ['管培生', '远航集团', '广州', '10-15K'],
  ['测试开发工程师', '松果软件', '成都', '12-20K'],
  ['数据分析师', '北辰咨询', '北京', '12-18K'],
  ['UI 设计师', '白鹭设计', '厦门', '10-16K'],
  ['新能源研发工程师', '光年能源', '合肥', '16-28K'],
] as const;

function FloorPage(): ReactElement {
  return (
    <>
      <header className="bar">
        <strong className="brand">校园招聘平台</strong>
        <nav aria-label="主导航">
          {NAV.map((item) => (
            <a key={item} href="#/">
              {item}
            </a>
          ))}
        </nav>
      </header>
      <main>
        <img className="banner" src={BANNER} alt="2026届春季校园招聘火热进行中" width={800} height={300} />
        <h1>热门职位</h1>
        <ul className="list">
          {POSITIONS.map(([title, company, city, pay]) => (
            <li key={title}>
              <a href="#/">{title}</a>
              <span>
                {company} · {city} · {pay}
              </span>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<FloorPage />);
