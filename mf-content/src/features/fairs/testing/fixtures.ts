import type { FairCompany, FairCompanyPage, FairDetail, FairLabel, FairSignup, FloorBooth, FloorHall, Floorplan } from '@campus/shared-utils/student';

export { failed, ok } from '@campus/shared-utils/testing';

const HOUR = 3_600_000;
/** 2026-11-28 09:00 local time */
export const FAIR_START = new Date(2026, 10, 28, 9, 0).getTime();

export function fairDetail(over: Partial<FairDetail> = {}): FairDetail {
  return {
    id: 7,
    title: '2026届秋季大型综合双选会',
    kind: 'offline',
    status: 1,
    start_at: FAIR_START,
    end_at: FAIR_START + 7 * HOUR,
    place: '云山大学体育馆',
    online_url: '',
    organiser: '云山大学就业指导中心',
    intro: '本次双选会面向2026届毕业生。\n\n现场设 A、B 两个展馆。',
    thumbnail_url: '',
    about_image_url: '/api/static/fair-about-7.png',
    company_count: 180,
    position_count: 960,
    booth_count: 300,
    signup_count: 1520,
    ...over,
  };
}

export const fairLabels = (): FairLabel[] => [
  { id: 1, kind: 'industry', name: '互联网/IT', company_count: 60 },
  { id: 2, kind: 'industry', name: '金融', company_count: 30 },
  { id: 11, kind: 'hall', name: 'A馆 主馆', company_count: 90 },
  { id: 12, kind: 'hall', name: 'B馆 理工馆', company_count: 90 },
];

export function fairCompanies(n: number, start = 1): FairCompany[] {
  return Array.from({ length: n }, (_, i) => {
    const id = start + i;
    return {
      company_id: id,
      company_name: `云帆数据科技有限公司${id}`,
      logo_url: '/api/company/logo?text=c',
      industry: '互联网/IT',
      insize: '100-499人',
      booth_id: id,
      booth_code: `A${String(id).padStart(3, '0')}`,
      hall: 'A馆 主馆',
      position_count: 7,
      positions: [1, 2].map((p) => ({ id: id * 100 + p, title: `前端开发工程师${id}-${p}`, salary_str: '12-18K', city: '杭州', education: '本科' })),
    };
  });
}

export const companyPage = (list: FairCompany[], over: Partial<FairCompanyPage> = {}): FairCompanyPage => ({ list, page: 1, page_size: 12, total: list.length, ...over });

export const signup = (over: Partial<FairSignup> = {}): FairSignup => ({ signed_up: 1, ticket: 'F7-8K2Q9P', qr_code: 'data:image/png;base64,iVBORw0KGgo=', signed_at: FAIR_START - 48 * HOUR, ...over });
export const noSignup = (): FairSignup => ({ signed_up: 0, ticket: '', qr_code: '', signed_at: 0 });

const STATES: FloorBooth['state'][] = ['booked', 'booked', 'open', 'pending', 'paused'];

/** A plan of two halls side by side, `perHall` booths each in rows of 10 (3 × 3 m, aisles between rows). */
export function floorplan(perHall = 10): Floorplan {
  const halls: FloorHall[] = ['A馆 主馆', 'B馆 理工馆'].map((name, h) => ({
    id: h + 1,
    name,
    x: h * 40,
    y: 0,
    width: 38,
    height: 4 + Math.ceil(perHall / 10) * 6,
    entrances: [{ x: h * 40 + 19, y: 0, label: h === 0 ? '南门' : '东门' }],
    aisles: [{ x: h * 40 + 1, y: 3, width: 36, height: 1.5 }],
  }));
  const booths: FloorBooth[] = [];
  for (const hall of halls) {
    for (let i = 0; i < perHall; i += 1) {
      const n = booths.length + 1;
      const letter = hall.id === 1 ? 'A' : 'B';
      const state = STATES[i % STATES.length]!;
      const number = i + 1;
      booths.push({
        id: n,
        hall_id: hall.id,
        code: `${letter}${String(number).padStart(3, '0')}`,
        // listed in reverse so the map must sort them into its Tab order
        x: hall.x + 1 + (i % 10) * 3.5,
        y: 5 + Math.floor(i / 10) * 6,
        width: 3,
        height: 3,
        state,
        company_id: state === 'booked' ? 500 + n : 0,
        company_name: state === 'booked' ? `${letter}展企业${number}科技有限公司` : '',
        logo_url: state === 'booked' ? '/api/company/logo?text=b' : '',
        position_count: state === 'booked' ? 5 : 0,
        positions: state === 'booked' ? [1, 2, 3].map((p) => ({ id: n * 10 + p, title: `${letter}${number}职位${p}`, salary_str: '10-15K', city: '上海', education: '本科' })) : [],
      });
    }
  }
  return { fair_id: 7, title: '2026届秋季大型综合双选会', width: 78, height: halls[0]!.height, halls, booths: booths.reverse() };
}
