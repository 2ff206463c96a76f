"use client";

// Joins a booking's call (decision 025): asks for the room token, takes the camera and microphone,
// follows the room's event stream and connects to each other peer in it. The token is asked for
// again every 50 minutes; it travels in a header, never in a URL.
import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { followEvents } from "@/lib/event-stream";
import { roomTokenHeader, roomTokenRefreshMs } from "../../meeting-protocol";
import { CallMesh, type IncomingSignal, type OutgoingSignal, type RemotePeer } from "./call-mesh";
import { MediaServerCall, type Feed } from "./media-server-call";
import { takeCameraAndMicrophone, type LocalMedia } from "./local-media";

export interface RoomAccess {
  token: string;
  participant: string;
  ice_servers: RTCIceServer[];
  /** Peer-to-peer (the default), or through the media server (decision 027). */
  media?: "peer-to-peer" | "media-server";
}

export interface CallBooking {
  id: string;
  status: string;
}

export type CallState = "starting" | "live" | "reconnecting" | "closed";

export interface CallRoom {
  state: CallState;
  local: MediaStream | null;
  remotes: RemotePeer[];
  /** Whether the camera or the microphone could not be had. */
  mediaBlocked: boolean;
  micOn: boolean;
  cameraOn: boolean;
  sharing: boolean;
  toggleMic(): void;
  toggleCamera(): void;
  toggleScreen(): Promise<void>;
  /** Sends another camera or microphone instead. */
  useDevice(kind: "audio" | "video", deviceId: string): Promise<void>;
  leave(): void;
}

/**
 * `media`: the camera and microphone already taken (the waiting room starts them, so that admission
 * does not wait for the camera); their owner stops them. Without it the call takes its own.
 */
export function useCallRoom({ bookingId, launch, onBooking, media: given }: { bookingId: string; launch: () => Promise<RoomAccess>; onBooking: (booking: CallBooking) => void; media?: Promise<LocalMedia> }): CallRoom {
  const [state, setState] = useState<CallState>("starting");
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [remotes, setRemotes] = useState<RemotePeer[]>([]);
  const [mediaBlocked, setMediaBlocked] = useState(false);
  const [micOn, setMicOn] = useState(true);
  const [cameraOn, setCameraOn] = useState(true);
  const [sharing, setSharing] = useState(false);
  const meshRef = useRef<CallMesh | MediaServerCall | null>(null);
  // What we send: the microphone, and the screen while shared, else the camera.
  const tracks = useRef<{ audio: MediaStreamTrack | null; camera: MediaStreamTrack | null; screen: MediaStreamTrack | null }>({ audio: null, camera: null, screen: null });
  const stop = useRef<AbortController | null>(null);
  // The given media's tracks: their owner stops them, not the call.
  const lent = useRef(new Set<MediaStreamTrack>());
  // The latest callbacks, without joining the call again when they change.
  const launchNow = useEffectEvent(launch);
  const bookingChanged = useEffectEvent(onBooking);
  // The media given when the call starts (given later, it is not taken up: the call has its own).
  const givenMedia = useEffectEvent(() => given);

  const outgoing = () => [tracks.current.audio, tracks.current.screen ?? tracks.current.camera].filter((track): track is MediaStreamTrack => track !== null);
  /** The preview shows what we send (muted: no echo of our own voice). */
  const showOutgoing = useCallback(() => setLocal(new MediaStream(outgoing())), []);

  useEffect(() => {
    const abort = new AbortController();
    stop.current = abort;
    const peer = crypto.randomUUID();
    const held = tracks.current;
    let token = "";
    // Signals go in order, in as few requests as possible: while one request is on its way, the
    // next signals (the candidates that follow an offer) gather for the next one.
    const waiting: OutgoingSignal[] = [];
    let inFlight = false;
    const flush = async () => {
      inFlight = true;
      while (waiting.length > 0 && !abort.signal.aborted) {
        const signals = waiting.splice(0, 50);
        await fetch(`/api/meetings/rooms/${bookingId}/signals`, { method: "POST", headers: { "content-type": "application/json", [roomTokenHeader]: token }, body: JSON.stringify({ from: peer, signals }) }).catch(() => undefined);
      }
      inFlight = false;
    };
    const send = (signal: OutgoingSignal) => {
      waiting.push(signal);
      if (!inFlight) void flush();
    };

    // The token, the camera and the room's stream are asked for at once (the camera takes longest);
    // the room's events wait in order until the camera is there, so that a peer's offer is answered
    // with our picture in it.
    async function join() {
      const lentMedia = givenMedia();
      const media = (lentMedia ?? takeCameraAndMicrophone()).then((taken): void => {
        if (abort.signal.aborted) {
          if (!lentMedia) taken.stream.getTracks().forEach((track) => track.stop());
          return;
        }
        if (lentMedia) lent.current = new Set(taken.stream.getTracks());
        held.audio = taken.stream.getAudioTracks()[0] ?? null;
        held.camera = taken.stream.getVideoTracks()[0] ?? null;
        showOutgoing();
        setMediaBlocked(taken.blocked);
      });
      const access = await launchNow();
      if (abort.signal.aborted) return;
      token = access.token;
      const step = async (body: object) => {
        const response = await fetch(`/api/meetings/rooms/${bookingId}/media`, { method: "POST", headers: { "content-type": "application/json", [roomTokenHeader]: token }, body: JSON.stringify(body) });
        if (!response.ok) throw new Error(`media ${response.status}`);
        return response.status === 204 ? null : ((await response.json()) as unknown);
      };
      const viaServer = access.media === "media-server";
      const mesh = viaServer
        ? new MediaServerCall({ self: peer, iceServers: access.ice_servers, localTracks: outgoing, step, onPeersChange: setRemotes })
        : new CallMesh({ self: peer, iceServers: access.ice_servers, localTracks: outgoing, send, onPeersChange: setRemotes });
      meshRef.current = mesh;
      // Through the media server, our camera goes out once it is there; the room tells us of the others' feeds.
      let handled: Promise<unknown> = mesh instanceof MediaServerCall ? media.then(() => mesh.publish()) : media;
      const refresh = setInterval(() => void launchNow().then((next) => (token = next.token), () => undefined), roomTokenRefreshMs);
      abort.signal.addEventListener("abort", () => clearInterval(refresh));
      await followEvents(`/api/meetings/rooms/${bookingId}/events?peer=${peer}`, {
        signal: abort.signal,
        headers: () => ({ [roomTokenHeader]: token }),
        onLive: (live) => setState((now) => (now === "closed" ? now : live ? "live" : "reconnecting")),
        onEvent: ({ event, data }) => {
          if (event === "booking") return bookingChanged(data as CallBooking);
          handled = handled.then(() => {
            if (event === "presence") {
              const presence = data as { event: "joined" | "left"; peer: string; participant: string };
              if (presence.event === "left") mesh.left(presence.peer);
              else if (mesh instanceof CallMesh) mesh.joined(presence.peer, presence.participant);
            } else if (event === "signal" && mesh instanceof CallMesh) return mesh.receive(data as IncomingSignal);
            else if (event === "feed" && mesh instanceof MediaServerCall) return mesh.addFeed(data as Feed);
          });
        },
        // The server ended the stream or refused it: the call is closed to us (back to the lobby, over).
        onEnd: () => false,
      });
      setState("closed");
    }
    join().catch(() => setState("closed"));

    return () => {
      abort.abort();
      meshRef.current?.close();
      meshRef.current = null;
      for (const track of [held.audio, held.camera, held.screen]) if (track && !lent.current.has(track)) track.stop();
    };
  }, [bookingId, showOutgoing]);

  const toggleMic = useCallback(() => {
    const audio = tracks.current.audio;
    if (!audio) return;
    audio.enabled = !audio.enabled;
    setMicOn(audio.enabled);
  }, []);
  const toggleCamera = useCallback(() => {
    const camera = tracks.current.camera;
    if (!camera) return;
    camera.enabled = !camera.enabled;
    setCameraOn(camera.enabled);
  }, []);

  const stopSharing = useCallback(async () => {
    tracks.current.screen?.stop();
    tracks.current.screen = null;
    setSharing(false);
    await meshRef.current?.replaceTrack("video", tracks.current.camera);
    showOutgoing();
  }, [showOutgoing]);

  const toggleScreen = useCallback(async () => {
    if (tracks.current.screen) return stopSharing();
    try {
      const [track] = (await navigator.mediaDevices.getDisplayMedia({ video: true })).getVideoTracks();
      if (!track) return;
      tracks.current.screen = track;
      setSharing(true);
      // The browser's own "Stop sharing" ends the track: back to the camera.
      track.onended = () => void (tracks.current.screen === track && stopSharing());
      await meshRef.current?.replaceTrack("video", track);
      showOutgoing();
    } catch {
      // The picker was closed: nothing is shared.
    }
  }, [showOutgoing, stopSharing]);

  const useDevice = useCallback(
    async (kind: "audio" | "video", deviceId: string) => {
      const [track] = (await navigator.mediaDevices.getUserMedia(kind === "audio" ? { audio: { deviceId: { exact: deviceId } } } : { video: { deviceId: { exact: deviceId } } })).getTracks();
      if (!track) return;
      const slot = kind === "audio" ? "audio" : "camera";
      const old = tracks.current[slot];
      track.enabled = old?.enabled ?? true;
      tracks.current[slot] = track;
      // While the screen is shared, the new camera waits its turn.
      if (kind === "audio" || !tracks.current.screen) await meshRef.current?.replaceTrack(kind, track);
      if (old && !lent.current.has(old)) old.stop();
      showOutgoing();
    },
    [showOutgoing],
  );

  const leave = useCallback(() => {
    stop.current?.abort();
    meshRef.current?.close();
    setState("closed");
  }, []);

  return { state, local, remotes, mediaBlocked, micOn, cameraOn, sharing, toggleMic, toggleCamera, toggleScreen, useDevice, leave };
}
