import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { lazyWidget } from "#app/lib/lazy-widget.tsx";

/** What the launcher gives the assistant's panel. */
export interface ChatPanelProps {
  id: string;
  open: boolean;
  /** Grows each time the visitor opens the panel: the panel's input then takes focus. */
  focusRequest: number;
  /** Closes the panel; focus goes back to the button unless `returnFocus` is false. */
  onClose: (returnFocus?: boolean) => void;
}

/** Set by the panel while it is open (`CHAT_OPEN_KEY` in features/chat/chat-client.ts). */
const CHAT_OPEN_KEY = "chat.open";

const subscribeToNothing = () => () => {};
function storedOpen() {
  try {
    return sessionStorage.getItem(CHAT_OPEN_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * The floating chat button (spec §2) on every page, above the mobile bottom bar. Only the button
 * ships with the page: the panel, its messages and its form load on the first press, or a few
 * seconds after the page has hydrated, when the browser is idle (decision 0005). Its look lives
 * in app.css under `[data-chat-launcher]` and its label here, not in `content/chat.ts`, which
 * loads with the panel: every byte here is on every page's first load.
 */
export function ChatLauncher({
  loadPanel,
}: {
  loadPanel: () => Promise<ComponentType<ChatPanelProps>>;
}) {
  const [Panel] = useState(() => lazyWidget(loadPanel));
  // Read after hydration: the server's HTML has the panel closed.
  const restored = useSyncExternalStore(
    subscribeToNothing,
    storedOpen,
    () => false,
  );
  // The visitor's choice, once made, wins over the stored one.
  const [choice, setChoice] = useState<boolean>();
  const open = choice ?? restored;
  const [focusRequest, setFocusRequest] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    const preload = () => void loadPanel().catch(() => {});
    const timer = setTimeout(
      () => (window.requestIdleCallback ?? setTimeout)(preload),
      4000,
    );
    return () => clearTimeout(timer);
  }, [loadPanel]);

  return (
    <>
      <button
        ref={button}
        type="button"
        data-chat-launcher=""
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Chat with our assistant"
        onClick={(event) => {
          // A script's click (Live Chat on /support) always opens; the visitor's toggles.
          const next = !event.nativeEvent.isTrusted || !open;
          setChoice(next);
          if (next) setFocusRequest(focusRequest + 1);
        }}
      >
        <Icon name={open ? "x" : "message-square"} />
      </button>
      {/* Once opened, the panel stays mounted (hidden when closed), so a pending reply lands. */}
      {choice !== undefined || open ? (
        <Panel
          id={panelId}
          open={open}
          focusRequest={focusRequest}
          onClose={(returnFocus = true) => {
            setChoice(false);
            if (returnFocus) button.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
