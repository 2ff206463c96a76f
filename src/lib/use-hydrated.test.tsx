import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useHydrated } from "./use-hydrated";

function Send() {
  const hydrated = useHydrated();
  return (
    <button type="submit" disabled={!hydrated}>
      Send
    </button>
  );
}

describe("useHydrated", () => {
  it("keeps a submit button disabled in the server's HTML, and enables it in the browser", () => {
    expect(renderToString(<Send />)).toContain("disabled");
    render(<Send />);
    expect(screen.getByRole("button", { name: "Send" }).hasAttribute("disabled")).toBe(false);
  });
});
