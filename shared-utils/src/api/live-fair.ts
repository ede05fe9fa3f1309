import { http } from './http';
import { BoothLiveList, BoothPlace, BoothSlotList, ConsoleBoothList, MyBookingList } from '../shapes/live-fair';
import { conformed } from './parsed';
import type { BoothResultKey } from '../areas/content/live-fair';

type Booth = { id: number; company_id: number };
/** The resume sent with a queue place or a booking: its type (1 online, 2 attachment) and id, as getresumelist gives them. */
export type ResumePick = { type: 1 | 2; id: number };
const pickOf = (resume?: ResumePick) => (resume ? { resume_type: resume.type, resume_id: resume.id } : {});

/** Online fairs that happen here (docs/api-live-fair.md): booths, the student's place and slots, the recruiter's console. */
export const liveFair = {
  booths: (id: number) => conformed(http.get('/api/livefair/getbooths', { id }), BoothLiveList),
  /** the session's student's place; asking is also the page's sign of life, which keeps a waiting place */
  place: (booth: Booth) => conformed(http.get('/api/livefair/getplace', booth), BoothPlace),
  /** queues with a resume (the online one unless chosen), sent to `position_id` */
  join: (booth: Booth, positionId: number, resume?: ResumePick) => conformed(http.post('/api/livefair/joinqueue', { ...booth, position_id: positionId, ...pickOf(resume) }), BoothPlace),
  leave: (booth: Booth) => conformed(http.post('/api/livefair/leavequeue', booth), BoothPlace),
  slots: (booth: Booth) => conformed(http.get('/api/livefair/getslots', booth), BoothSlotList),
  book: (slotId: number, positionId: number, resume?: ResumePick) => conformed(http.post('/api/livefair/bookslot', { slot_id: slotId, position_id: positionId, ...pickOf(resume) }), BoothSlotList),
  cancelBooking: (slotId: number) => http.post('/api/livefair/cancelbooking', { slot_id: slotId }),
  /** the session's student's booked slots that have not ended (我的面试) */
  myBookings: () => conformed(http.get('/api/livefair/mybookings'), MyBookingList),
  /** the recruiter's console: every booth of its company at this site's online fairs that have not ended */
  console: () => conformed(http.get('/api/livefair/console'), ConsoleBoothList),
  setBooth: (id: number, open: boolean) => conformed(http.post('/api/livefair/setbooth', { id, open: open ? 1 : 0 }), ConsoleBoothList),
  /** slot starts, epoch ms on quarter hours */
  publishSlots: (id: number, starts: number[]) => conformed(http.post('/api/livefair/publishslots', { id, starts: starts.join(',') }), ConsoleBoothList),
  /** calls the entry named, or else the longest waiting in the queue */
  call: (id: number, entryId?: number) => conformed(http.post('/api/livefair/call', { id, ...(entryId !== undefined && { entry_id: entryId }) }), ConsoleBoothList),
  result: (id: number, entryId: number, result: BoothResultKey, note: string) => conformed(http.post('/api/livefair/result', { id, entry_id: entryId, result, note }), ConsoleBoothList),
};
