import { http } from './http';
import { BoothLiveList, BoothPlace, BoothSlotList, ConsoleBoothList } from '../shapes/live-fair';
import { conformed } from './parsed';

type Booth = { id: number; company_id: number };

/** Online fairs that happen here (docs/api-live-fair.md): booths, the student's place and slots, the recruiter's console. */
export const liveFair = {
  booths: (id: number) => conformed(http.get('/api/livefair/getbooths', { id }), BoothLiveList),
  /** the session's student's place; asking is also the page's sign of life, which keeps a waiting place */
  place: (booth: Booth) => conformed(http.get('/api/livefair/getplace', booth), BoothPlace),
  /** queues with the online resume, sent to `position_id` */
  join: (booth: Booth, positionId: number) => conformed(http.post('/api/livefair/joinqueue', { ...booth, position_id: positionId }), BoothPlace),
  leave: (booth: Booth) => conformed(http.post('/api/livefair/leavequeue', booth), BoothPlace),
  slots: (booth: Booth) => conformed(http.get('/api/livefair/getslots', booth), BoothSlotList),
  book: (slotId: number, positionId: number) => conformed(http.post('/api/livefair/bookslot', { slot_id: slotId, position_id: positionId }), BoothSlotList),
  cancelBooking: (slotId: number) => http.post('/api/livefair/cancelbooking', { slot_id: slotId }),
  console: () => conformed(http.get('/api/livefair/console'), ConsoleBoothList),
};
