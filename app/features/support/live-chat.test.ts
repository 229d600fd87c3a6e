import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CHAT_LAUNCHER_SELECTOR,
  LIVE_CHAT_RETRY_MS,
  openLiveChat,
} from "#app/features/support/live-chat.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const launcher = () => ({ click: vi.fn() });

describe("openLiveChat", () => {
  it("uses the spec's selector and one-second retry", () => {
    expect(CHAT_LAUNCHER_SELECTOR).toBe("[data-chat-launcher]");
    expect(LIVE_CHAT_RETRY_MS).toBe(1000);
  });

  it("clicks the launcher at once when it is there", () => {
    const button = launcher();
    const onUnavailable = vi.fn();
    openLiveChat({ findLauncher: () => button, onUnavailable });
    expect(button.click).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(button.click).toHaveBeenCalledTimes(1);
    expect(onUnavailable).not.toHaveBeenCalled();
  });

  it("looks again after one second and clicks a launcher that has appeared", () => {
    const button = launcher();
    let present = false;
    const findLauncher = vi.fn(() => (present ? button : null));
    const onUnavailable = vi.fn();
    openLiveChat({ findLauncher, onUnavailable });
    expect(findLauncher).toHaveBeenCalledTimes(1);

    present = true;
    vi.advanceTimersByTime(LIVE_CHAT_RETRY_MS - 1);
    expect(button.click).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(findLauncher).toHaveBeenCalledTimes(2);
    expect(button.click).toHaveBeenCalledTimes(1);
    expect(onUnavailable).not.toHaveBeenCalled();
  });

  it("tells the visitor only after the retry also finds nothing", () => {
    const findLauncher = vi.fn(() => null);
    const onUnavailable = vi.fn();
    openLiveChat({ findLauncher, onUnavailable });
    expect(onUnavailable).not.toHaveBeenCalled();
    vi.advanceTimersByTime(LIVE_CHAT_RETRY_MS);
    expect(findLauncher).toHaveBeenCalledTimes(2);
    expect(onUnavailable).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });

  it("does nothing more once cancelled", () => {
    const findLauncher = vi.fn(() => null);
    const onUnavailable = vi.fn();
    const cancel = openLiveChat({ findLauncher, onUnavailable });
    cancel();
    vi.runAllTimers();
    expect(findLauncher).toHaveBeenCalledTimes(1);
    expect(onUnavailable).not.toHaveBeenCalled();
  });

  it("finds the launcher in the document by default", () => {
    const click = vi.fn();
    const querySelector = vi.fn(() => ({ click }));
    vi.stubGlobal("document", { querySelector });
    try {
      openLiveChat({ onUnavailable: vi.fn() });
      expect(querySelector).toHaveBeenCalledWith("[data-chat-launcher]");
      expect(click).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
