import { Link } from "react-router";
import { site } from "#app/content/site.ts";
import { cn } from "#app/lib/cn.ts";

export function Logo({
  className,
  onClick,
}: {
  className?: string;
  onClick?: () => void;
}) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cn(
        "flex items-center gap-2 text-lg font-bold tracking-tight whitespace-nowrap",
        className,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 32 32"
        width="32"
        height="32"
        className="shrink-0"
      >
        <rect width="32" height="32" rx="8" fill="#1d4ed8" />
        <path
          d="M9 22V10h5.5a6 6 0 0 1 0 12H9Z"
          fill="none"
          stroke="#fff"
          strokeWidth="2.5"
        />
        <circle cx="23" cy="11" r="2.5" fill="#93c5fd" />
      </svg>
      <span>{site.name}</span>
    </Link>
  );
}
