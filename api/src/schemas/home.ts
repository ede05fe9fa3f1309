import type { HomeCompanyList, HomeConfig, HomePositionPage, HomeResource } from '@campus/shared-utils';
import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import { Flag } from '../lib/envelope-schema';

/** Data fields of the home answers (spec §3 "Home config", "New home data"), checked against the client's types below. */
const HomeLink = Type.Object({
  id: Type.Integer(),
  img_url: Type.String({ description: 'image on this origin' }),
  jump_link: Type.String({ description: 'http(s) address a click opens; anything else is not followed' }),
  title: Type.String(),
});

export const HomeResourceFields = {
  banner_list: Type.Array(HomeLink),
  company_famous_list: Type.Array(HomeLink),
  recruit_hot: Type.String({ description: 'JSON text of {value, label, period, aliasName, isHot}[]; malformed stored text is logged and answered as []' }),
};

export const HomeCompanyListFields = {
  list: Type.Array(
    Type.Object({
      id: Type.Integer(),
      logo_url: Type.String(),
      company_name: Type.String(),
      short_name: Type.String(),
      industry: Type.String(),
      second_industry: Type.String(),
      insize: Type.String({ description: 'size band, e.g. 100-499人' }),
      city: Type.String(),
      position_count: Type.Integer({ description: 'open positions' }),
    }),
    { maxItems: 39 },
  ),
  total: Type.Integer({ description: 'recruiting companies of the site in all' }),
};

export const HomePositionQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 60, default: 18 })),
});

export const HomePositionPageFields = {
  list: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      salary_str: Type.String({ description: 'e.g. 8-12K·13薪 or 面议' }),
      work_addr: Type.String(),
      position: Type.String({ description: 'category label' }),
      period: Type.String({ description: 'e.g. 2026届 or 长期有效' }),
      nature: Type.String({ description: '校招, 实习 or 社招' }),
      education: Type.String(),
      company: Type.Object({
        id: Type.Integer(),
        logo_url: Type.String(),
        company_name: Type.String(),
        second_industry: Type.String(),
        insize: Type.String(),
      }),
    }),
  ),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total: Type.Integer({ description: 'recruiting positions of the site in all' }),
  has_more: Type.Boolean({ description: 'false after the last chunk the home lists' }),
};

const ZoneItem = Type.Object({
  id: Type.Integer(),
  icon: Type.String(),
  title: Type.String(),
  config_type: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(5), Type.Literal(6)], {
    description: '1 position list, 2-3 company list (zoneid), 4 article list, 5 content list (id), 6 external web_domain',
  }),
  config_content: Type.String({ description: 'zone id (1-3), article id (4), content id (5)' }),
  config_content_details: Type.Object({ web_domain: Type.String() }),
});

export const HomeConfigFields = {
  domainData: Type.Object({ head_img_url: Type.String(), top_img: Type.String() }),
  dataList: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
  school_college_zone: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), thumbnail_url: Type.String(), domain: Type.String({ description: 'the college site’s host' }) })),
  companyArea: Type.Array(ZoneItem),
  big_four: Type.Array(ZoneItem),
  zoneThree: Type.Array(ZoneItem),
  zoneFour: Type.Array(ZoneItem),
  show_all: Flag,
  companyList: Type.Array(Type.Object({ id: Type.Integer(), logo_url: Type.String(), company_name: Type.String(), industry_label: Type.String() })),
  recruitHot: Type.String({ description: 'JSON text, as recruit_hot' }),
  school_job_fair_zone: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      home_thumbnail_url: Type.String(),
      place: Type.String(),
      start_at: Type.Integer({ description: 'epoch ms' }),
      end_at: Type.Integer({ description: 'epoch ms' }),
    }),
  ),
  aboutus: Type.String({ description: 'JSON text of {image, title, content}; malformed stored text is logged and answered as ""' }),
  exhibition: Type.Array(Type.Object({ label: Type.String(), show: Flag, title: Type.String() }), { description: 'the blocks in order' }),
};

type Answer<P extends TProperties> = Static<TObject<P>>;
type Assert<T extends true> = T;
type Fits<A, B> = [A] extends [B] ? true : false;
/** Compile-time proof that every home answer carries what the front end's types read. */
export type HomeAnswersFitClientTypes = [
  Assert<Fits<Answer<typeof HomeResourceFields>, HomeResource>>,
  Assert<Fits<Answer<typeof HomeCompanyListFields>, HomeCompanyList>>,
  Assert<Fits<Answer<typeof HomePositionPageFields>, HomePositionPage>>,
  Assert<Fits<Answer<typeof HomeConfigFields>, HomeConfig>>,
];
