// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import {
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "#app/components/ui/tabs.tsx";

afterEach(cleanup);

describe("Tabs", () => {
  it("switches the visible panel", async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="directory">
        <TabsList aria-label="Directory views">
          <TabsTrigger value="directory">Directory</TabsTrigger>
          <TabsTrigger value="events">Events</TabsTrigger>
        </TabsList>
        <TabsContent value="directory">Businesses</TabsContent>
        <TabsContent value="events">Upcoming events</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole("tabpanel").textContent).toBe("Businesses");
    await user.click(screen.getByRole("tab", { name: "Events" }));
    expect(
      screen.getByRole("tab", { name: "Events" }).getAttribute("aria-selected"),
    ).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe("Upcoming events");
  });
});
