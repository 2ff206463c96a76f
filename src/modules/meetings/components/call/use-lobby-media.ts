"use client";

import { useEffect, useMemo, useState } from "react";
import { takeCameraAndMicrophone, type LocalMedia } from "./local-media";

/**
 * The guest's camera and microphone while `open` (the waiting room): the guest sees themselves, as in
 * a green room, and admission opens the call without waiting for the camera; stopped when the room
 * closes. `forCall`: what the call takes over when it starts (undefined while the camera is still
 * starting: the call then takes its own).
 */
export function useLobbyMedia(open: boolean) {
  const [media, setMedia] = useState<LocalMedia | null>(null);
  useEffect(() => {
    if (!open) return;
    let current = true;
    const pending = takeCameraAndMicrophone();
    void pending.then((taken) => (current ? setMedia(taken) : taken.stream.getTracks().forEach((track) => track.stop())));
    return () => {
      current = false;
      void pending.then((taken) => taken.stream.getTracks().forEach((track) => track.stop()));
      setMedia(null);
    };
  }, [open]);
  const forCall = useMemo(() => (media ? Promise.resolve(media) : undefined), [media]);
  return { media, forCall };
}
