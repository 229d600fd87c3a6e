import { Badge } from "#app/components/ui/badge.tsx";

/** Sits on the top edge of the recommended card; the card needs `relative` and room above it. */
export function PopularBadge() {
  return (
    <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 text-xs">
      Most Popular
    </Badge>
  );
}
