import { Type, type Static } from '@sinclair/typebox';
import { ListPaging } from './jobs';

/**
 * Answers of the content calls (spec §7 mediamaterial, abilityimprovement, schooljobfairzone): articles and
 * videos ("media material") in columns, job fairs with their companies, labels and booth map, and the
 * student's own progress and sign-up. Public answers are cached per site; the student's parts are separate calls.
 */

const Kind = Type.Union([Type.Literal('article'), Type.Literal('video')]);

/** A column (zone) of a site: a config_type 4 item names an article column, a 5 item a mixed content column. */
export const MediaColumn = Type.Object({ id: Type.Integer(), title: Type.String(), intro: Type.String() });
export type MediaColumn = Static<typeof MediaColumn>;

/** An article or video in a list. */
export const MediaCard = Type.Object({
  id: Type.Integer(),
  kind: Kind,
  title: Type.String(),
  summary: Type.String({ description: 'plain text' }),
  cover_url: Type.String(),
  publish_at: Type.Number({ description: 'epoch ms' }),
  views: Type.Integer(),
  duration: Type.Integer({ description: 'seconds; 0 for articles' }),
});
export type MediaCard = Static<typeof MediaCard>;

/** GET /api/mediamaterial/getlist {id (column), kind?, page, page_size}. */
export const MediaPage = Type.Object({ column: MediaColumn, list: Type.Array(MediaCard), ...ListPaging });
export type MediaPage = Static<typeof MediaPage>;

export const MediaAttachment = Type.Object({ name: Type.String(), url: Type.String(), size: Type.Integer({ description: 'bytes' }) });
export type MediaAttachment = Static<typeof MediaAttachment>;

export const MediaChapter = Type.Object({ at: Type.Integer({ description: 'second the chapter starts' }), title: Type.String() });
export type MediaChapter = Static<typeof MediaChapter>;

/** The previous or next item of the same column. */
export const MediaNeighbour = Type.Object({ id: Type.Integer(), kind: Kind, title: Type.String() });
export type MediaNeighbour = Static<typeof MediaNeighbour>;

/** GET /api/mediamaterial/getinfo {id}: an article (sanitised HTML body, attachments) or a video (file, poster, chapters). */
export const MediaDetail = Type.Object({
  ...MediaCard.properties,
  column: MediaColumn,
  source: Type.String(),
  author: Type.String(),
  body_html: Type.String({ description: 'sanitised on the server when stored and again when sent' }),
  attachments: Type.Array(MediaAttachment),
  video_url: Type.String({ description: "'' for articles" }),
  poster_url: Type.String(),
  chapters: Type.Array(MediaChapter),
  prev: Type.Union([MediaNeighbour, Type.Null()]),
  next: Type.Union([MediaNeighbour, Type.Null()]),
  related: Type.Array(MediaCard, { description: 'other videos of the site (videos only)' }),
});
export type MediaDetail = Static<typeof MediaDetail>;

/** GET /api/abilityimprovement/watched {id, seconds} (records) and /getwatched {id} (reads): the session's student's progress. */
export const WatchedProgress = Type.Object({
  id: Type.Integer(),
  seconds: Type.Integer({ description: 'saved position, never beyond the duration' }),
  duration: Type.Integer(),
  finished: Type.Union([Type.Literal(0), Type.Literal(1)]),
});
export type WatchedProgress = Static<typeof WatchedProgress>;

const FairKind = Type.Union([Type.Literal('online'), Type.Literal('offline')]);
const FairState = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], { description: '0 未开始, 1 进行中, 2 已结束 (from the times)' });

/** GET /api/schooljobfairzone/getinfo {id}. */
export const FairDetail = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  kind: FairKind,
  status: FairState,
  start_at: Type.Number({ description: 'epoch ms' }),
  end_at: Type.Number({ description: 'epoch ms' }),
  place: Type.String({ description: 'venue of an offline fair' }),
  online_url: Type.String({ description: 'entrance of an online fair' }),
  organiser: Type.String(),
  intro: Type.String({ description: 'plain text' }),
  thumbnail_url: Type.String(),
  about_image_url: Type.String({ description: "the 'about this job fair' image" }),
  company_count: Type.Integer(),
  position_count: Type.Integer(),
  booth_count: Type.Integer({ description: '0: no booth map' }),
  signup_count: Type.Integer(),
});
export type FairDetail = Static<typeof FairDetail>;

/** GET /api/schooljobfairzone/getfairlabel {id}: industries, and halls of an offline fair. */
export const FairLabel = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('industry'), Type.Literal('hall')]),
  name: Type.String(),
  company_count: Type.Integer(),
});
export type FairLabel = Static<typeof FairLabel>;
export const FairLabels = Type.Object({ list: Type.Array(FairLabel) });
export type FairLabels = Static<typeof FairLabels>;

/** A position a company brings to a fair. */
export const FairPosition = Type.Object({ id: Type.Integer(), title: Type.String(), salary_str: Type.String(), city: Type.String(), education: Type.String() });
export type FairPosition = Static<typeof FairPosition>;

/** A company at a fair: its booth (offline) and the first positions it brings. */
export const FairCompany = Type.Object({
  company_id: Type.Integer(),
  company_name: Type.String(),
  logo_url: Type.String(),
  industry: Type.String(),
  insize: Type.String(),
  booth_id: Type.Integer({ description: '0: no booth' }),
  booth_code: Type.String(),
  hall: Type.String(),
  position_count: Type.Integer(),
  positions: Type.Array(FairPosition),
});
export type FairCompany = Static<typeof FairCompany>;

/** GET /api/schooljobfairzone/getcompanylist {id, label_id?, keyword?, page, page_size}. */
export const FairCompanyPage = Type.Object({ list: Type.Array(FairCompany), ...ListPaging });
export type FairCompanyPage = Static<typeof FairCompanyPage>;

const Rect = { x: Type.Number(), y: Type.Number(), width: Type.Number(), height: Type.Number() };

/** A hall of the venue with its entrances and aisles, in map units (1 unit = 1 m). */
export const FloorHall = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  ...Rect,
  entrances: Type.Array(Type.Object({ x: Type.Number(), y: Type.Number(), label: Type.String() })),
  aisles: Type.Array(Type.Object(Rect)),
});
export type FloorHall = Static<typeof FloorHall>;

/** A booth: its rectangle, state and (when booked) company with the first positions it brings. */
export const FloorBooth = Type.Object({
  id: Type.Integer(),
  hall_id: Type.Integer(),
  code: Type.String(),
  ...Rect,
  state: Type.Union([Type.Literal('booked'), Type.Literal('open'), Type.Literal('pending'), Type.Literal('paused')]),
  company_id: Type.Integer({ description: '0: none' }),
  company_name: Type.String(),
  logo_url: Type.String(),
  position_count: Type.Integer(),
  positions: Type.Array(FairPosition),
});
export type FloorBooth = Static<typeof FloorBooth>;

/** GET /api/schooljobfairzone/getfloorplan {id}: the venue of an offline fair. */
export const Floorplan = Type.Object({
  fair_id: Type.Integer(),
  title: Type.String(),
  width: Type.Number(),
  height: Type.Number(),
  halls: Type.Array(FloorHall),
  booths: Type.Array(FloorBooth),
});
export type Floorplan = Static<typeof Floorplan>;

/** GET /api/schooljobfairzone/getsignup {id} and POST /signup {id}: the session's student's sign-up and entrance code. */
export const FairSignup = Type.Object({
  signed_up: Type.Union([Type.Literal(0), Type.Literal(1)]),
  ticket: Type.String({ description: "entrance code; '' when not signed up" }),
  qr_code: Type.String({ description: "data URL of the entrance QR; '' when not signed up" }),
  signed_at: Type.Number({ description: 'epoch ms; 0 when not signed up' }),
});
export type FairSignup = Static<typeof FairSignup>;
