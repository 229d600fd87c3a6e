import type { SocialNetwork } from "#app/content/site.ts";

/** Simple brand glyphs (24x24, currentColor): the icon set has no brand marks. */
const glyphs: Record<SocialNetwork, React.ReactNode> = {
  facebook: (
    <path
      d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5Z"
      fill="currentColor"
    />
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
    </g>
  ),
  linkedin: (
    <path
      d="M4 9h4v11H4zM6 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM10 9h4v1.5c.6-1 1.8-1.8 3.5-1.8 2.8 0 3.5 1.9 3.5 4.3V20h-4v-6c0-1.2-.4-2-1.5-2S14 12.8 14 14v6h-4z"
      fill="currentColor"
    />
  ),
  x: (
    <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 4h4.5L20 20h-4.5z" />
      <path d="M19.5 4 13.6 10.7M10.4 13.3 4.5 20" />
    </g>
  ),
  youtube: (
    <g>
      <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
      <path d="m10 9 5 3-5 3z" fill="#fff" />
    </g>
  ),
};

export const socialLabels: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  x: "X",
  youtube: "YouTube",
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      {glyphs[network]}
    </svg>
  );
}
