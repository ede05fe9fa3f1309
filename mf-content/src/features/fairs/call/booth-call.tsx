import { useState, type ReactElement } from 'react';
import type { FairSocket } from '../live/use-fair-socket';
import { CallView } from './call-view';
import { DeviceCheck } from './device-check';

export type BoothCallProps = {
  role: 'student' | 'recruiter';
  entryId: number;
  socket: FairSocket;
  endsAt: number;
};

/** A booth's call at either end: the device check, then the call on the stream it opened. */
export function BoothCall({ role, entryId, socket, endsAt }: BoothCallProps): ReactElement {
  const [stream, setStream] = useState<MediaStream | null>(null);
  if (!stream) return <DeviceCheck onReady={(s) => setStream(s)} />;
  return <CallView role={role} entryId={entryId} socket={socket} stream={stream} endsAt={endsAt} />;
}
