import { describe, expect, it } from "vitest";
import { elapsed } from "./waiting-room";

describe("the waiting room's timer", () => {
  it("reads minutes and seconds, and hours once there are any", () => {
    expect([elapsed(0), elapsed(9.7), elapsed(75), elapsed(3599), elapsed(3725), elapsed(-3)]).toEqual(["0:00", "0:09", "1:15", "59:59", "1:02:05", "0:00"]);
  });
});
