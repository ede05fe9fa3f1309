/**
 * The call's peer connection, with whole descriptions: each side waits for its candidates before sending its
 * offer or answer, so a call is set up by two messages (docs/api-live-fair.md "The call"). A slow STUN or TURN
 * server is waited for at most GATHER_MS; the candidates found by then are sent.
 */
const GATHER_MS = 3_000;

async function gathered(pc: RTCPeerConnection): Promise<string> {
  if (pc.iceGatheringState !== 'complete') {
    await new Promise<void>((resolve) => {
      const done = () => {
        window.clearTimeout(timer);
        pc.removeEventListener('icegatheringstatechange', check);
        resolve();
      };
      const check = () => {
        if (pc.iceGatheringState === 'complete') done();
      };
      const timer = window.setTimeout(done, GATHER_MS);
      pc.addEventListener('icegatheringstatechange', check);
    });
  }
  return pc.localDescription?.sdp ?? '';
}

/**
 * The recruiter's side: its tracks, and a receiving line for a kind it does not send (a recruiter without a camera
 * still sees the student).
 */
export async function makeOffer(pc: RTCPeerConnection, stream: MediaStream): Promise<string> {
  for (const track of stream.getTracks()) pc.addTrack(track, stream);
  for (const kind of ['audio', 'video'] as const) {
    if (stream.getTracks().every((t) => t.kind !== kind)) pc.addTransceiver(kind, { direction: 'recvonly' });
  }
  await pc.setLocalDescription(await pc.createOffer());
  return gathered(pc);
}

/** The student's side: the offer first, so its tracks take the offered lines (audio alone without a camera). */
export async function answerOffer(pc: RTCPeerConnection, stream: MediaStream, sdp: string): Promise<string> {
  await pc.setRemoteDescription({ type: 'offer', sdp });
  for (const track of stream.getTracks()) pc.addTrack(track, stream);
  await pc.setLocalDescription(await pc.createAnswer());
  return gathered(pc);
}
