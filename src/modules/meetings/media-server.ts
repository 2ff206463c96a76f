import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/env";
import { signingKey } from "@/modules/auth/signing.service";
import { JanusClient, JanusError, type Jsep } from "./janus";

// The media-server provider of video calls (decision 027): with MEDIA_SERVER_URL set, each
// participant sends its camera once to a Janus VideoRoom and receives the others' from it, instead of
// one connection per other peer. Atrium's server is Janus's only client: browsers hand their SDP to
// Atrium's API with their room token, so admission, the lobby and the end of a meeting hold there too.

export interface Feed {
  feed: number;
  peer: string;
  participant: string;
}

/** A participant's Janus session, signed, so a browser can only drive its own. */
export interface MediaSession {
  bookingId: string;
  participant: string;
  session: number;
}

const roomExists = 427;
const noSuchRoom = 426;

/** Janus rooms are numbered: the first 52 bits of the booking's id (unique enough for one server's open rooms). */
export const janusRoomOf = (bookingId: string) => parseInt(bookingId.replace(/-/g, "").slice(0, 13), 16);

/** What a publisher is called in the room: who, which tab and which session, set by Atrium only. */
const displayOf = (participant: string, peer: string, session: number) => `${participant}|${peer}|${session}`;
function feedOf(publisher: { id?: unknown; display?: unknown }): (Feed & { session: number }) | null {
  const [participant, peer, session] = String(publisher.display ?? "").split("|");
  return typeof publisher.id === "number" && participant && peer ? { feed: publisher.id, peer, participant, session: Number(session) } : null;
}

const sign = (text: string) => createHmac("sha256", signingKey("meeting-media-session")).update(text).digest("base64url");

export function signMediaSession(media: MediaSession): string {
  const body = Buffer.from(JSON.stringify(media)).toString("base64url");
  return `${body}.${sign(body)}`;
}

/** The session a signed value names, if Atrium signed it for this booking's participant. */
export function verifyMediaSession(value: string, bookingId: string, participant: string): MediaSession | null {
  const [body = "", signature = ""] = value.split(".");
  const expected = Buffer.from(sign(body));
  if (Buffer.from(signature).length !== expected.length || !timingSafeEqual(Buffer.from(signature), expected)) return null;
  const media = JSON.parse(Buffer.from(body, "base64url").toString()) as MediaSession;
  return media.bookingId === bookingId && media.participant === participant ? media : null;
}

export class MediaServer {
  private readonly janus: JanusClient;

  constructor(
    url: string,
    secret: string | undefined,
    private readonly roomKey: string | undefined,
  ) {
    this.janus = new JanusClient(url, secret);
  }

  /** The room's secret (kicking, closing), known to Atrium only. */
  private secretOf(bookingId: string) {
    return sign(`room:${bookingId}`);
  }

  /** A request on a session of its own, closed after. */
  private async administer<T>(work: (session: number, handle: number) => Promise<T>): Promise<T> {
    const session = await this.janus.createSession();
    try {
      return await work(session, await this.janus.attachVideoRoom(session));
    } finally {
      await this.janus.destroySession(session).catch(() => undefined);
    }
  }

  private async ensureRoom(session: number, handle: number, bookingId: string) {
    try {
      await this.janus.request(session, handle, {
        request: "create",
        room: janusRoomOf(bookingId),
        description: `booking ${bookingId}`,
        secret: this.secretOf(bookingId),
        is_private: true,
        publishers: 6,
        permanent: false,
        ...(this.roomKey ? { admin_key: this.roomKey } : {}),
      });
    } catch (error) {
      if (!(error instanceof JanusError && error.code === roomExists)) throw error;
    }
  }

  /**
   * Joins the booking's room as a publisher of `offer` (the participant's camera and microphone): the
   * answer, the participant's feed and session, and the feeds already there.
   */
  async publish(bookingId: string, participant: string, peer: string, offer: Jsep) {
    const session = await this.janus.createSession();
    try {
      const handle = await this.janus.attachVideoRoom(session);
      await this.ensureRoom(session, handle, bookingId);
      const { data, jsep } = await this.janus.message(session, handle, { request: "joinandconfigure", ptype: "publisher", room: janusRoomOf(bookingId), display: displayOf(participant, peer, session), audio: true, video: true }, offer);
      const others = (Array.isArray(data.publishers) ? data.publishers : []).map(feedOf).filter((feed) => feed !== null);
      return { answer: jsep!, feed: Number(data.id), media: signMediaSession({ bookingId, participant, session }), feeds: others.map(({ feed, peer: other, participant: who }) => ({ feed, peer: other, participant: who })) };
    } catch (error) {
      await this.janus.destroySession(session).catch(() => undefined);
      throw error;
    }
  }

  /** Asks Janus for a feed: its offer, to be answered through `start` on the same handle. */
  async subscribe(media: MediaSession, feed: number) {
    const handle = await this.janus.attachVideoRoom(media.session);
    const { jsep } = await this.janus.message(media.session, handle, { request: "join", ptype: "subscriber", room: janusRoomOf(media.bookingId), streams: [{ feed }] });
    return { handle, offer: jsep! };
  }

  async start(media: MediaSession, handle: number, answer: Jsep) {
    await this.janus.message(media.session, handle, { request: "start" }, answer);
  }

  keepAlive(media: MediaSession) {
    return this.janus.keepAlive(media.session);
  }

  leave(media: MediaSession) {
    return this.janus.destroySession(media.session);
  }

  /** The guest is out of the call (back to the lobby, removed): their sessions end, so they neither send nor receive. */
  removeGuests(bookingId: string) {
    return this.administer(async (session, handle) => {
      let listed: Record<string, unknown>;
      try {
        listed = await this.janus.request(session, handle, { request: "listparticipants", room: janusRoomOf(bookingId) });
      } catch (error) {
        if (error instanceof JanusError && error.code === noSuchRoom) return;
        throw error;
      }
      const guests = (Array.isArray(listed.participants) ? listed.participants : []).map(feedOf).filter((feed) => feed?.participant === "guest");
      for (const guest of guests) {
        await this.janus.request(session, handle, { request: "kick", room: janusRoomOf(bookingId), secret: this.secretOf(bookingId), id: guest!.feed }).catch(() => undefined);
        await this.janus.destroySession(guest!.session).catch(() => undefined);
      }
    });
  }

  /** The meeting is over: the room goes, and everyone in it with it. */
  closeRoom(bookingId: string) {
    return this.administer(async (session, handle) => {
      await this.janus.request(session, handle, { request: "destroy", room: janusRoomOf(bookingId), secret: this.secretOf(bookingId) }).catch((error: unknown) => {
        if (!(error instanceof JanusError && error.code === noSuchRoom)) throw error;
      });
    });
  }
}

let configured: MediaServer | null | undefined;

/** The configured media server, or null: calls are peer-to-peer. */
export function mediaServer(): MediaServer | null {
  if (configured === undefined) {
    const { MEDIA_SERVER_URL, MEDIA_SERVER_SECRET, MEDIA_SERVER_ROOM_KEY } = env();
    configured = MEDIA_SERVER_URL ? new MediaServer(MEDIA_SERVER_URL, MEDIA_SERVER_SECRET, MEDIA_SERVER_ROOM_KEY) : null;
  }
  return configured;
}
