import { useEffect, useRef } from "react";
import { liveChatUnavailable } from "#app/content/support.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { openLiveChat } from "#app/features/support/live-chat.ts";
import { prepareToasts, toast } from "#app/lib/use-toast.ts";

/**
 * Live Chat (spec §2): opens the on-page assistant through its own button; when that is not
 * there, even a second later, a toast says where to find the chat.
 */
export function LiveChatButton({
  label,
  className,
}: {
  label: string;
  className?: string;
}) {
  const cancel = useRef<() => void>(() => {});
  useEffect(() => () => cancel.current(), []);

  return (
    <Button
      type="button"
      className={className}
      onClick={() => {
        cancel.current();
        prepareToasts();
        cancel.current = openLiveChat({
          onUnavailable: () => toast(liveChatUnavailable),
        });
      }}
    >
      <Icon name="message-square" className="size-4" />
      {label}
    </Button>
  );
}
