// The peer-to-peer side of a call (decision 025): one RTCPeerConnection per other peer in the room,
// negotiated with WebRTC's "perfect negotiation" pattern, so that either side may (re)offer at any
// time (an ICE restart) and a collision is settled by who is polite (the smaller peer id). The first
// offer of a pair always comes from the impolite one: two peers who join at once both hear the other
// join, and two first offers would collide.

/** What a peer sends another through the room's signalling endpoint. */
export type OutgoingSignal =
  | { to: string; description: RTCSessionDescriptionInit }
  | { to: string; candidate: RTCIceCandidateInit }
  | { to: string; hello: true };

export interface IncomingSignal {
  from: string;
  participant: string;
  description?: RTCSessionDescriptionInit;
  candidate?: RTCIceCandidateInit;
  hello?: true;
}

export interface RemotePeer {
  peer: string;
  participant: string;
  stream: MediaStream;
}

interface Connection {
  pc: RTCPeerConnection;
  participant: string;
  polite: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
  stream: MediaStream;
}

export interface CallMeshOptions {
  self: string;
  iceServers: RTCIceServer[];
  /** The tracks to send (camera and microphone, or the screen instead of the camera). */
  localTracks(): MediaStreamTrack[];
  send(signal: OutgoingSignal): void;
  onPeersChange(peers: RemotePeer[]): void;
}

export class CallMesh {
  private readonly connections = new Map<string, Connection>();

  constructor(private readonly options: CallMeshOptions) {}

  /** Someone joined: the impolite one of us offers; the polite one asks them to (hello). */
  joined(peer: string, participant: string) {
    if (this.isPolite(peer)) this.options.send({ to: peer, hello: true });
    else this.connect(peer, participant, true);
  }

  left(peer: string) {
    const connection = this.connections.get(peer);
    if (!connection) return;
    connection.pc.close();
    this.connections.delete(peer);
    this.changed();
  }

  /** A signal from another peer: hello (we offer), their offer, answer or candidate. */
  async receive(signal: IncomingSignal) {
    const connection = this.connect(signal.from, signal.participant, Boolean(signal.hello));
    const { pc } = connection;
    try {
      if (signal.description) {
        const collision = signal.description.type === "offer" && (connection.makingOffer || pc.signalingState !== "stable");
        connection.ignoreOffer = !connection.polite && collision;
        if (connection.ignoreOffer) return;
        await pc.setRemoteDescription(signal.description);
        if (signal.description.type === "offer") {
          await pc.setLocalDescription();
          this.options.send({ to: signal.from, description: pc.localDescription!.toJSON() });
        }
      } else if (signal.candidate) {
        try {
          await pc.addIceCandidate(signal.candidate);
        } catch (error) {
          // Candidates of an offer we ignored fail to apply; others should not.
          if (!connection.ignoreOffer) throw error;
        }
      }
    } catch (error) {
      console.error("[call] a signal could not be applied:", error);
    }
  }

  /** Sends `track` instead of the one of its kind (another camera or microphone, the screen). */
  async replaceTrack(kind: "audio" | "video", track: MediaStreamTrack | null) {
    await Promise.all(
      [...this.connections.values()].flatMap(({ pc }) => pc.getSenders().filter((sender) => (sender.track?.kind ?? kindOfSender(pc, sender)) === kind).map((sender) => sender.replaceTrack(track))),
    );
  }

  close() {
    for (const { pc } of this.connections.values()) pc.close();
    this.connections.clear();
    this.changed();
  }

  private connect(peer: string, participant: string, offering: boolean): Connection {
    const existing = this.connections.get(peer);
    if (existing) return existing;
    const pc = new RTCPeerConnection({ iceServers: this.options.iceServers });
    const connection: Connection = { pc, participant, polite: this.isPolite(peer), makingOffer: false, ignoreOffer: false, stream: new MediaStream() };
    this.connections.set(peer, connection);
    const tracks = this.options.localTracks();
    for (const track of tracks) pc.addTrack(track);
    // With nothing to send, the offer still asks for the other's sound and picture.
    if (offering && tracks.length === 0) for (const kind of ["audio", "video"]) pc.addTransceiver(kind, { direction: "recvonly" });
    pc.ontrack = ({ track }) => {
      connection.stream.addTrack(track);
      track.onunmute = () => this.changed();
      this.changed();
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) this.options.send({ to: peer, candidate: candidate.toJSON() });
    };
    pc.onnegotiationneeded = async () => {
      try {
        connection.makingOffer = true;
        await pc.setLocalDescription();
        if (pc.localDescription) this.options.send({ to: peer, description: pc.localDescription.toJSON() });
      } catch (error) {
        console.error("[call] an offer could not be made:", error);
      } finally {
        connection.makingOffer = false;
      }
    };
    pc.oniceconnectionstatechange = () => {
      if (pc.iceConnectionState === "failed") pc.restartIce();
    };
    this.changed();
    return connection;
  }

  private isPolite(peer: string) {
    return this.options.self < peer;
  }

  private changed() {
    this.options.onPeersChange([...this.connections.entries()].map(([peer, { participant, stream }]) => ({ peer, participant, stream })));
  }
}

/** A sender whose track was replaced by null still belongs to its transceiver's kind. */
function kindOfSender(pc: RTCPeerConnection, sender: RTCRtpSender): string | undefined {
  return pc.getTransceivers().find((transceiver) => transceiver.sender === sender)?.receiver.track.kind;
}
