"use client";

/** Meetings arrive in a later release; until then an organization has no meeting types. */
export function MeetingTypesTab() {
  return (
    <div className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-sm">
      <p className="font-semibold text-gray-900">No meeting types yet.</p>
      <p className="mt-1 text-gray-600">Meetings arrive in a later release.</p>
    </div>
  );
}
