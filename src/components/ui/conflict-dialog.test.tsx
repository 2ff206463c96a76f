import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ConflictError } from "@/lib/api-client";
import { ConflictDialog, useConflictChoice } from "./conflict-dialog";

interface Row {
  title: string;
  version: number;
}

function Editor({ row, reload, resave }: { row: Row; reload: (row: Row) => void; resave: (version: number) => void }) {
  const conflict = useConflictChoice<Row>({ reload, resave });
  return (
    <>
      <output>{conflict.basedOn(row)}</output>
      <button type="button" onClick={() => conflict.caught(new ConflictError("This was changed by someone else.", { title: "Theirs", version: 5 }))}>
        Save
      </button>
      <ConflictDialog {...conflict.dialog} />
    </>
  );
}

describe("useConflictChoice", () => {
  it("asks after a 409; Reload shows their row and later saves build on their version", () => {
    const reload = vi.fn();
    const resave = vi.fn();
    render(<Editor row={{ title: "Mine", version: 3 }} reload={reload} resave={resave} />);
    expect(screen.getByRole("status").textContent).toBe("3");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alertdialog", { name: "Someone else changed this" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Reload their version" }));
    expect(reload).toHaveBeenCalledWith({ title: "Theirs", version: 5 });
    expect(resave).not.toHaveBeenCalled();
    expect(screen.getByRole("status").textContent).toBe("5");
  });

  it("Overwrite saves again on their version; Keep editing only closes the question", () => {
    const reload = vi.fn();
    const resave = vi.fn();
    render(<Editor row={{ title: "Mine", version: 3 }} reload={reload} resave={resave} />);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    fireEvent.click(screen.getByRole("button", { name: "Keep editing" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("3");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    fireEvent.click(screen.getByRole("button", { name: "Overwrite with mine" }));
    expect(resave).toHaveBeenCalledWith(5);
    expect(reload).not.toHaveBeenCalled();
  });
});
