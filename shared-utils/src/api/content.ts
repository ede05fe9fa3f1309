import type { FairCompanyQuery, MediaQuery } from '../types/content';
import { http } from './http';
import { FairCompanyPage, FairDetail, FairLabels, FairSignup, Floorplan, MediaDetail, MediaPage, WatchedProgress } from '../shapes/content';
import { conformed } from './parsed';

/** Articles, videos and job fairs (spec §7): scoped to this host by the server; the student's parts need a student session. */
export const content = {
  mediaList: (query: MediaQuery) => conformed(http.get('/api/mediamaterial/getlist', query), MediaPage),
  mediaDetail: (id: number) => conformed(http.get('/api/mediamaterial/getinfo', { id }), MediaDetail),
  /** Records the session's student's position in a video (the server keeps at most one write per few seconds). */
  watched: (id: number, seconds: number) => conformed(http.get('/api/abilityimprovement/watched', { id, seconds: Math.floor(seconds) }), WatchedProgress),
  /** the same report as `watched`, sent as the page goes away (it must outlive the page) */
  watchedOnLeave: (id: number, seconds: number) => http.getOnLeave('/api/abilityimprovement/watched', { id, seconds: Math.floor(seconds) }),
  watchedProgress: (id: number) => conformed(http.get('/api/abilityimprovement/getwatched', { id }), WatchedProgress),
  fair: (id: number) => conformed(http.get('/api/schooljobfairzone/getinfo', { id }), FairDetail),
  fairLabels: (id: number) => conformed(http.get('/api/schooljobfairzone/getfairlabel', { id }), FairLabels),
  fairCompanies: (query: FairCompanyQuery) => conformed(http.get('/api/schooljobfairzone/getcompanylist', query), FairCompanyPage),
  floorplan: (id: number) => conformed(http.get('/api/schooljobfairzone/getfloorplan', { id }), Floorplan),
  signup: (id: number) => conformed(http.get('/api/schooljobfairzone/getsignup', { id }), FairSignup),
  signUp: (id: number) => conformed(http.post('/api/schooljobfairzone/signup', { id }), FairSignup),
};
