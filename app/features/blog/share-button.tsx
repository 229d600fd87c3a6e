import { blogPostPage } from "#app/content/blog.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { prepareToasts, toast } from "#app/lib/use-toast.ts";

/**
 * Share (product.md D3): the system's share sheet where the browser has one (phones), otherwise
 * the post's address copied to the clipboard, and a notice that says so.
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const share = async () => {
    const url = `${window.location.origin}${window.location.pathname}`;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === "AbortError")
          return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({
        title: blogPostPage.shareCopied,
        description: blogPostPage.shareCopiedDetail,
      });
    } catch {
      toast({
        title: blogPostPage.shareFailed,
        description: blogPostPage.shareFailedDetail,
        variant: "destructive",
      });
    }
  };
  return (
    <Button
      type="button"
      variant="outline"
      onClick={() => void share()}
      onFocus={prepareToasts}
      onPointerEnter={prepareToasts}
    >
      <Icon name="share" className="size-4" />
      {blogPostPage.share}
    </Button>
  );
}
