// The media-server side of a call (decision 027): this tab sends its camera and microphone once to
// the media server and receives each other participant's feed from it, every step through Atrium's
// API (`POST /api/meetings/rooms/{id}/media`), which alone speaks to the server. Same outputs as the
// peer-to-peer CallMesh: the remote peers and their streams.
import type { RemotePeer } from "./call-mesh";

export interface Feed {
  feed: number;
  peer: string;
  participant: string;
}

type Description = { type: "offer" | "answer"; sdp: string };
type MediaStep =
  | { action: "publish"; peer: string; offer: Description }
  | { action: "subscribe"; media: string; feed: number }
  | { action: "start"; media: string; handle: number; answer: Description }
  | { action: "keepalive" | "leave"; media: string };

export interface MediaServerCallOptions {
  self: string;
  iceServers: RTCIceServer[];
  localTracks(): MediaStreamTrack[];
  /** One step through the room's media endpoint (with the current room token); its JSON answer, if any. */
  step(body: MediaStep): Promise<unknown>;
  onPeersChange(peers: RemotePeer[]): void;
}

/** Janus keeps a session 60 s without news. */
const keepAliveMs = 25_000;
/** How often, and how far apart (growing), a refused subscription is asked for again. */
const subscribeAttempts = 8;
const subscribeRetryMs = 250;
/** The media server takes the candidates inside the description: wait for them, not longer than this. */
const gatheringMs = 1_500;

function gathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === "complete") return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      if (pc.iceGatheringState !== "complete") return;
      pc.removeEventListener("icegatheringstatechange", done);
      resolve();
    };
    pc.addEventListener("icegatheringstatechange", done);
    setTimeout(resolve, gatheringMs);
  });
}

export class MediaServerCall {
  private publisher: RTCPeerConnection | null = null;
  private media: string | null = null;
  private readonly subscriptions = new Map<number, { pc: RTCPeerConnection; peer: string; participant: string; stream: MediaStream }>();
  private keepAlive: ReturnType<typeof setInterval> | null = null;
  // One step at a time: the server answers a session's requests in order.
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(private readonly options: MediaServerCallOptions) {}

  private enqueue(work: () => Promise<void>) {
    this.queue = this.queue.then(work).catch((error: unknown) => console.error("[call] the media server step failed:", error));
    return this.queue;
  }

  /** Sends our camera and microphone; then receives the feeds already in the room. */
  publish() {
    return this.enqueue(async () => {
      const pc = new RTCPeerConnection({ iceServers: this.options.iceServers });
      this.publisher = pc;
      const tracks = this.options.localTracks();
      for (const track of tracks) pc.addTransceiver(track, { direction: "sendonly" });
      // With nothing to send, the session still opens (to receive the others).
      if (tracks.length === 0) pc.addTransceiver("audio", { direction: "sendonly" });
      await pc.setLocalDescription();
      await gathered(pc);
      const published = (await this.options.step({ action: "publish", peer: this.options.self, offer: pc.localDescription!.toJSON() as Description })) as { answer: Description; media: string; feeds: Feed[] };
      if (this.closed) return void this.options.step({ action: "leave", media: published.media });
      await pc.setRemoteDescription(published.answer);
      this.media = published.media;
      this.keepAlive = setInterval(() => void this.options.step({ action: "keepalive", media: published.media }).catch(() => undefined), keepAliveMs);
      for (const feed of published.feeds) await this.receive(feed);
    });
  }

  /** Another participant's feed, announced by the room: receive it. */
  addFeed(feed: Feed) {
    return this.enqueue(() => this.receive(feed));
  }

  private async receive({ feed, peer, participant }: Feed) {
    if (!this.media || this.closed || peer === this.options.self || this.subscriptions.has(feed)) return;
    // A peer that published again (a reload) replaces its old feed.
    for (const [old, subscription] of this.subscriptions) if (subscription.peer === peer) this.drop(old);
    // A feed is announced as soon as its publisher joined; the server may refuse it until its media
    // is up: ask again, a little later each time.
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.subscribe(feed, peer, participant);
      } catch (error) {
        this.drop(feed);
        if (attempt >= subscribeAttempts || this.closed) throw error;
        await new Promise((resolve) => setTimeout(resolve, attempt * subscribeRetryMs));
      }
    }
  }

  private async subscribe(feed: number, peer: string, participant: string) {
    const { handle, offer } = (await this.options.step({ action: "subscribe", media: this.media!, feed })) as { handle: number; offer: Description };
    const pc = new RTCPeerConnection({ iceServers: this.options.iceServers });
    const subscription = { pc, peer, participant, stream: new MediaStream() };
    this.subscriptions.set(feed, subscription);
    pc.ontrack = ({ track }) => {
      subscription.stream.addTrack(track);
      track.onunmute = () => this.changed();
      this.changed();
    };
    await pc.setRemoteDescription(offer);
    await pc.setLocalDescription();
    await gathered(pc);
    await this.options.step({ action: "start", media: this.media!, handle, answer: pc.localDescription!.toJSON() as Description });
    this.changed();
  }

  /** A peer left the room: its feed goes. */
  left(peer: string) {
    for (const [feed, subscription] of this.subscriptions) if (subscription.peer === peer) this.drop(feed);
  }

  private drop(feed: number) {
    this.subscriptions.get(feed)?.pc.close();
    this.subscriptions.delete(feed);
    this.changed();
  }

  /** Sends `track` instead of the one of its kind (another camera or microphone, the screen). */
  async replaceTrack(kind: "audio" | "video", track: MediaStreamTrack | null) {
    const sender = this.publisher?.getTransceivers().find((transceiver) => transceiver.receiver.track.kind === kind)?.sender;
    await sender?.replaceTrack(track);
  }

  close() {
    this.closed = true;
    if (this.keepAlive) clearInterval(this.keepAlive);
    if (this.media) void this.options.step({ action: "leave", media: this.media }).catch(() => undefined);
    this.publisher?.close();
    for (const feed of [...this.subscriptions.keys()]) this.drop(feed);
  }

  private changed() {
    this.options.onPeersChange([...this.subscriptions.values()].map(({ peer, participant, stream }) => ({ peer, participant, stream })));
  }
}
