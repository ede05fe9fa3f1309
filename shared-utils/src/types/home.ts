/** Answers of the home calls (spec §3 "Home config", "New home data", §7): defined once in shapes/home.ts and shapes/cards.ts. */
export type {
  HomeLink, HomeResource, HomeCompanyList, HomePositionPage, ConfigType, ZoneItem, HomeCollege, HomeConfigCompany, HomeJobFair, HomeConfig, RecruitHotItem, AboutUs,
} from '../shapes/home';
/** The home's recruiting companies and position chunks carry the same cards as the job pages. */
export type { CompanyCard as HomeCompany, PositionCard as HomePosition } from '../shapes/cards';

export type ZoneName = 'companyArea' | 'big_four' | 'zoneThree' | 'zoneFour';

/** Labels of the configurable home's blocks, as the exhibition list names them. */
export const HOME_BLOCKS = [
  'dataConfig',
  'collegeZone',
  'companyConfig',
  'zoneOne',
  'zoneTwo',
  'zoneThree',
  'zoneFour',
  'jobFair',
  'positionConfig',
  'aboutUs',
] as const;
export type HomeBlockLabel = (typeof HOME_BLOCKS)[number];
