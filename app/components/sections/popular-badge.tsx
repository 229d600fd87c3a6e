import { Badge } from "#app/components/ui/badge.tsx";

/**
 * Sits on the top edge of the recommended card; the card needs `relative` and room above it. The
 * label comes from content (`popularBadgeLabel`), which the assistant quotes too.
 */
export function PopularBadge({ label }: { label: string }) {
  return (
    <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 text-xs">
      {label}
    </Badge>
  );
}
