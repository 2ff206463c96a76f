export interface LocalMedia {
  stream: MediaStream;
  /** Whether the camera or the microphone could not be had. */
  blocked: boolean;
}

/** Camera and microphone, or whichever of them the browser grants, or none. */
export async function takeCameraAndMicrophone(): Promise<LocalMedia> {
  for (const constraints of [{ audio: true, video: true }, { audio: true }, { video: true }]) {
    try {
      return { stream: await navigator.mediaDevices.getUserMedia(constraints), blocked: !(constraints.audio && constraints.video) };
    } catch {
      // Refused or missing: try with less.
    }
  }
  return { stream: new MediaStream(), blocked: true };
}
