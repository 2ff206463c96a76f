// Its own module: the page (a server component) reads the title too, and a "use client" module
// hands a server component references, not values.
export const adminMeetingsText = {
  title: "Meetings",
  queue: "Waiting to be let in",
  noQueue: "Nobody is waiting.",
  upcoming: "Today and tomorrow",
  none: "No meetings booked for today or tomorrow.",
  admit: "Admit",
  turnAway: "Turn away",
  backToLobby: "Send back to the lobby",
  end: "End meeting",
  cancel: "Cancel booking",
  notify: "Notify me when a guest knocks",
  knocking: (name: string) => `${name} is waiting to be let in`,
  failed: "An error occurred. Please try again.",
  loading: "Loading meetings…",
  waitingFor: (minutes: number) => (minutes < 1 ? "just arrived" : `waiting ${minutes} min`),
  statuses: { waiting: "Waiting", confirmed: "Booked", scheduled: "Scheduled", in_progress: "In the meeting", completed: "Completed", cancelled: "Cancelled" },
} as const;
