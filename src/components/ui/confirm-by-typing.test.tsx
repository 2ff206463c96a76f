import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ConfirmByTyping } from "./confirm-by-typing";

describe("ConfirmByTyping", () => {
  it("enables Delete only when the exact title is typed, and confirms with Enter", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmByTyping open onOpenChange={onOpenChange} title="Delete section?" description="This deletes the section." expected="Our Services" onConfirm={onConfirm} />);
    const input = screen.getByLabelText(/Type Our Services to confirm/);
    const remove = screen.getByRole("button", { name: "Delete" });
    await user.type(input, "our services");
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard("{Enter}");
    expect(onConfirm).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, "Our Services{Enter}");
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
