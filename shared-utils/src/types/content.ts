/** Answers of the content calls: defined once in shapes/content.ts. */
export type {
  MediaColumn,
  MediaCard,
  MediaPage,
  MediaAttachment,
  MediaChapter,
  MediaNeighbour,
  MediaDetail,
  WatchedProgress,
  FairDetail,
  FairLabel,
  FairLabels,
  FairPosition,
  FairCompany,
  FairCompanyPage,
  FloorHall,
  FloorBooth,
  Floorplan,
  FairSignup,
} from '../shapes/content';
export type { BoothLive, BoothLiveList, BoothPlace, BoothSlot, BoothSlotList, ConsoleEntry, ConsoleBooth, ConsoleBoothList, MyBooking, MyBookingList } from '../shapes/live-fair';

/** GET /api/mediamaterial/getlist. */
export type MediaQuery = { id: number; kind?: 'article' | 'video'; page?: number; page_size?: number };
/** GET /api/schooljobfairzone/getcompanylist. */
export type FairCompanyQuery = { id: number; label_id?: number; keyword?: string; page?: number; page_size?: number };
