"use client";

// A booking's video call (spec 000 §2 "Meetings", issue 14): the others' video large, ours small and
// muted, and the controls: microphone, camera, devices, screen share, leave; the host side adds its
// own (end for all, remove, back to the lobby) through `hostControls`.
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { MeetingStrings } from "../meeting-strings";
import type { RemotePeer } from "./call-mesh";
import type { LocalMedia } from "./local-media";
import { useCallRoom, type CallBooking, type CallRoom, type RoomAccess } from "./use-call-room";

export type CallStrings = Pick<
  MeetingStrings,
  "callTitle" | "camera" | "microphone" | "cameraOff" | "cameraOn" | "mute" | "unmute" | "shareScreen" | "stopSharing" | "waitingForOthers" | "mediaBlocked" | "you" | "reconnecting"
>;

export function Video({ stream, muted, label, mirrored = false, className = "", ...data }: { stream: MediaStream; muted: boolean; label: string; mirrored?: boolean; className?: string } & Record<`data-${string}`, string>) {
  const element = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (element.current && element.current.srcObject !== stream) element.current.srcObject = stream;
  }, [stream]);
  return (
    <figure className={`relative min-h-0 overflow-hidden rounded-xl bg-gray-900 ${className}`}>
      <video ref={element} autoPlay playsInline muted={muted} aria-label={label} className={`h-full w-full object-contain ${mirrored ? "-scale-x-100" : ""}`} {...data} />
      <figcaption className="absolute bottom-2 left-2 rounded bg-gray-900/70 px-2 py-0.5 text-sm text-white">{label}</figcaption>
    </figure>
  );
}

/** The camera and microphone choices, once the browser has granted them (before, devices have no names). */
function DeviceChoice({ call, strings }: { call: CallRoom; strings: CallStrings }) {
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  useEffect(() => {
    const list = () => void navigator.mediaDevices.enumerateDevices().then(setDevices, () => undefined);
    list();
    navigator.mediaDevices.addEventListener("devicechange", list);
    return () => navigator.mediaDevices.removeEventListener("devicechange", list);
  }, [call.local]);
  const current = (kind: "audio" | "video") => call.local?.getTracks().find((track) => track.kind === kind)?.getSettings().deviceId ?? "";
  const select = (kind: "audio" | "video", label: string) => {
    const choices = devices.filter((device) => device.kind === `${kind}input` && device.deviceId);
    if (choices.length < 2) return null;
    return (
      <label className="flex items-center gap-2 text-sm text-white">
        {label}
        <select className="max-w-48 rounded bg-gray-800 px-2 py-1 text-white" value={current(kind)} onChange={(event) => void call.useDevice(kind, event.target.value)}>
          {choices.map((device, index) => (
            <option key={device.deviceId} value={device.deviceId}>
              {device.label || `${label} ${index + 1}`}
            </option>
          ))}
        </select>
      </label>
    );
  };
  return (
    <>
      {select("video", strings.camera)}
      {select("audio", strings.microphone)}
    </>
  );
}

export interface VideoCallProps {
  bookingId: string;
  launch: () => Promise<RoomAccess>;
  strings: CallStrings;
  /** Status changes the room hears (the guest's page follows them; the host's list too). */
  onBooking?: (booking: CallBooking) => void;
  leaveLabel: string;
  onLeave: (call: CallRoom) => void;
  /** Names a remote participant (the host side knows the guest's name). */
  nameOf: (remote: RemotePeer) => string;
  hostControls?: ReactNode;
  /** The camera and microphone, already taken by the page (the waiting room); else the call takes them. */
  media?: Promise<LocalMedia>;
}

export function VideoCall({ bookingId, launch, strings, onBooking = () => undefined, leaveLabel, onLeave, nameOf, hostControls, media }: VideoCallProps) {
  const call = useCallRoom({ bookingId, launch, onBooking, media });
  // A toggle that is on (muted, camera off, sharing) is light; its label says what a click will do.
  const button = (on: boolean) => `rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-gray-500 ${on ? "bg-gray-100 text-gray-900 hover:bg-white" : "text-white hover:bg-gray-700"}`;
  return (
    // The whole call fits its box (the viewport for the guest): the videos shrink, the controls stay in view.
    <section aria-label={strings.callTitle} data-call={call.state} className="flex h-full min-h-0 flex-col gap-3 rounded-2xl bg-gray-950 p-3">
      <div className="grid min-h-0 flex-1 grid-rows-[1fr_auto] gap-3 sm:grid-cols-[1fr_16rem] sm:grid-rows-1">
        <div className="grid min-h-0 auto-rows-fr gap-3">
          {call.remotes.length === 0 ? (
            <p role="status" className="flex items-center justify-center rounded-xl bg-gray-900 p-6 text-center text-gray-100">
              {strings.waitingForOthers}
            </p>
          ) : (
            call.remotes.map((remote) => <Video key={remote.peer} stream={remote.stream} muted={false} label={nameOf(remote)} data-remote-video={remote.participant} />)
          )}
        </div>
        {call.local ? <Video stream={call.local} muted label={strings.you} mirrored={!call.sharing} className="aspect-video max-h-32 self-start sm:max-h-none" data-local-video="" /> : null}
      </div>
      {call.state === "reconnecting" ? (
        <p role="status" className="text-sm text-amber-200">
          {strings.reconnecting}
        </p>
      ) : null}
      {call.mediaBlocked ? (
        <p role="alert" className="text-sm text-amber-200">
          {strings.mediaBlocked}
        </p>
      ) : null}
      <div role="toolbar" aria-label={strings.callTitle} className="flex flex-wrap items-center gap-2">
        <button type="button" className={button(!call.micOn)} onClick={call.toggleMic}>
          {call.micOn ? strings.mute : strings.unmute}
        </button>
        <button type="button" className={button(!call.cameraOn)} onClick={call.toggleCamera}>
          {call.cameraOn ? strings.cameraOff : strings.cameraOn}
        </button>
        {typeof navigator !== "undefined" && "getDisplayMedia" in (navigator.mediaDevices ?? {}) ? (
          <button type="button" className={button(call.sharing)} onClick={() => void call.toggleScreen()}>
            {call.sharing ? strings.stopSharing : strings.shareScreen}
          </button>
        ) : null}
        <DeviceChoice call={call} strings={strings} />
        <span className="flex-1" />
        {hostControls}
        <button type="button" className="rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800" onClick={() => onLeave(call)}>
          {leaveLabel}
        </button>
      </div>
    </section>
  );
}
