// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#app/components/ui/dialog.tsx";

afterEach(cleanup);

describe("Dialog", () => {
  it("opens from its trigger, is labelled by its title and closes with the Close button", async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger>Live chat</DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Live chat</DialogTitle>
            <DialogDescription>
              Use the chat button at the bottom right.
            </DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Live chat" }));
    const dialog = screen.getByRole("dialog", { name: "Live chat" });
    expect(dialog.dataset.slot).toBe("dialog-content");

    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes with Escape and returns focus to the trigger", async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger>Open</DialogTrigger>
        <DialogContent>
          <DialogTitle>Title</DialogTitle>
          <DialogDescription>Text</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    const trigger = screen.getByRole("button", { name: "Open" });
    await user.click(trigger);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});
