import {
  startTransition,
  useEffect,
  useRef,
  useState,
  type ComponentType,
} from "react";
import { useLocation } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";

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
const PANEL_ID = "chat-panel";
/** Where the button leaves the mobile bottom bar for the header (Tailwind's `lg`). */
const DESKTOP_QUERY = "(min-width: 64rem)";
/** Without `matchMedia` (a test's DOM) the layout is the desktop's. */
const isDesktop = () => window.matchMedia?.(DESKTOP_QUERY).matches ?? true;

/**
 * The chat button (spec §2) on every page: the last item of the mobile bottom bar on small
 * screens, the end of the fixed header from `lg`, so that it never lies over the page. On a phone
 * the open panel covers most of the page, so it closes when the page changes and does not open
 * again by itself. Only the button ships with the page: the panel, its messages and its form load
 * on the first press, or a few seconds after the page has hydrated, when the browser is idle
 * (decision 0005). Its look lives in app.css under `[data-chat-launcher]` and its label here, not
 * in `content/chat.ts`, which loads with the panel: every byte here is on every page's first load.
 */
export function ChatLauncher({
  Panel,
}: {
  /** The panel, a client part that loads when the browser is idle (or at once when opened). */
  Panel: ComponentType<ChatPanelProps>;
}) {
  // Undefined until the panel first opens in this page view; from then on it stays mounted
  // (hidden when closed), so that a pending reply lands.
  const [open, setOpen] = useState<boolean>();
  const [focusRequest, setFocusRequest] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const { key: locationKey } = useLocation();

  useEffect(() => {
    // The server's HTML has the panel closed: on a desktop, one left open in this tab opens
    // again after hydration, without taking the focus.
    try {
      if (sessionStorage.getItem(CHAT_OPEN_KEY) && isDesktop())
        startTransition(() => setOpen(true));
    } catch {
      // Storage refused: the panel starts closed.
    }
  }, []);

  // A link followed on a phone, in the panel or on the page, closes it (the server renders no
  // navigation: the location's key changes in the browser only).
  const [shownAt, setShownAt] = useState(locationKey);
  if (shownAt !== locationKey) {
    setShownAt(locationKey);
    if (open && !isDesktop()) setOpen(false);
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        data-chat-launcher=""
        aria-expanded={!!open}
        aria-controls={PANEL_ID}
        aria-label="Chat with our assistant"
        onClick={(event) => {
          // A script's click (Live Chat on /support) always opens; the visitor's toggles.
          const next = !event.nativeEvent.isTrusted || !open;
          setOpen(next);
          if (next) setFocusRequest(focusRequest + 1);
        }}
      >
        <Icon name={open ? "x" : "message-square"} />
        {/* Beside the links' labels in the bottom bar; in the header from xl, where it has room. */}
        <span data-chat-launcher-label="">Chat</span>
      </button>
      {open !== undefined && (
        <Panel
          id={PANEL_ID}
          open={open}
          focusRequest={focusRequest}
          onClose={(returnFocus = true) => {
            setOpen(false);
            if (returnFocus) button.current?.focus();
          }}
        />
      )}
    </>
  );
}
