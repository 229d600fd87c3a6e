import type { Page } from "@playwright/test";

/**
 * Controls whose label must stay on one line: buttons, links drawn as buttons, tabs and the
 * links of every navigation bar. An accordion's question is a heading that may wrap like one.
 */
const singleLineControls =
  'button:not([data-slot="accordion-trigger"]), a[data-slot="button"], [role="tab"], nav a, header a';

/**
 * What is wrong with the layout on screen at the current viewport width: a control whose label
 * wraps onto a second line, a control that sticks out of the viewport, or a page wider than the
 * viewport (sideways scrolling). Each problem names the element by its text.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const problems: string[] = [];
    const viewportWidth = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > viewportWidth)
      problems.push(
        `the page is ${document.documentElement.scrollWidth} px wide in a ${viewportWidth} px viewport`,
      );
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      if (box.width === 0 || style.visibility === "hidden") continue;
      const label = (control.textContent ?? "").trim().replace(/\s+/g, " ");
      if (box.left < -0.5 || box.right > viewportWidth + 0.5)
        problems.push(
          `"${label}" spans ${Math.round(box.left)}-${Math.round(box.right)} px`,
        );
      // The distinct line tops of the visible text (visually hidden helper text excluded).
      const lineTops = new Set<number>();
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || parent.offsetWidth <= 1)
          continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects())
          if (rect.width > 0) lineTops.add(Math.round(rect.top));
      }
      const tops = [...lineTops].sort((a, b) => a - b);
      // Text on one line can sit a pixel or two apart (icons, mixed sizes); a second line is
      // at least half a line lower.
      const lineHeight = parseFloat(style.lineHeight) || 16;
      if (tops.length > 1 && tops.at(-1)! - tops[0]! > lineHeight / 2)
        problems.push(`"${label}" wraps onto ${tops.length} lines`);
    }
    return problems;
  }, singleLineControls);
}

/**
 * Elements that carry two Tailwind utilities for the same property under the same variants (two
 * text colours, two hover backgrounds, two paddings on one side...). Which one wins would depend
 * on the order of rules in the stylesheet, not on the markup: the active-link highlight was lost
 * that way. Utilities marked important (`px-2!`) are deliberate and left out.
 */
export function conflictingUtilities(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const keywordGroups: Record<string, string[]> = {
      display: [
        "block",
        "inline-block",
        "inline",
        "flex",
        "inline-flex",
        "grid",
        "inline-grid",
        "hidden",
        "table",
        "contents",
      ],
      position: ["static", "fixed", "absolute", "relative", "sticky"],
    };
    const textSize = /^text-(xs|sm|base|lg|xl|\d+xl)(\/|$)/;
    const textNotColour =
      /^text-(left|center|right|justify|start|end|wrap|nowrap|balance|pretty|ellipsis|clip|\[)/;
    const bgNotColour =
      /^bg-(linear|radial|conic|gradient|none|cover|contain|auto|center|top|bottom|left|right|fixed|local|scroll|repeat|no-repeat|clip|origin|blend|\[)/;
    const fontWeight =
      /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
    // Longer prefixes first, so that gap-x-4 is read as gap-x, not gap.
    const sided =
      /^(gap-x|gap-y|min-w|min-h|max-w|max-h|size|gap|rounded|leading|tracking|shadow|opacity|px|py|pt|pr|pb|pl|ps|pe|mx|my|mt|mr|mb|ml|ms|me|p|m|w|h|z)-/;

    function groupOf(utility: string): string | undefined {
      for (const [group, keywords] of Object.entries(keywordGroups))
        if (keywords.includes(utility)) return group;
      if (textSize.test(utility)) return "text size";
      if (utility.startsWith("text-") && !textNotColour.test(utility))
        return "text colour";
      if (utility.startsWith("bg-") && !bgNotColour.test(utility))
        return "background colour";
      if (fontWeight.test(utility)) return "font weight";
      return sided.exec(utility)?.[1];
    }

    /** `lg:hover:px-2` -> ["lg:hover:", "px-2"]; colons inside brackets are not separators. */
    function split(name: string): [string, string] {
      let depth = 0;
      let last = -1;
      for (let index = 0; index < name.length; index += 1) {
        const char = name[index];
        if (char === "[" || char === "(") depth += 1;
        else if (char === "]" || char === ")") depth -= 1;
        else if (char === ":" && depth === 0) last = index;
      }
      return [name.slice(0, last + 1), name.slice(last + 1)];
    }

    const found = new Set<string>();
    for (const element of document.querySelectorAll<HTMLElement>("[class]")) {
      const seen = new Map<string, string>();
      const classes = (element.getAttribute("class") ?? "").split(/\s+/);
      for (const name of classes) {
        const [variants, utility] = split(name);
        if (!utility || utility.endsWith("!")) continue;
        const group = groupOf(utility);
        if (!group) continue;
        const key = `${variants}${group}`;
        const earlier = seen.get(key);
        if (earlier && earlier !== name)
          found.add(
            `<${element.tagName.toLowerCase()} class="${classes.join(" ")}"> has ${earlier} and ${name}`,
          );
        seen.set(key, name);
      }
    }
    return [...found];
  });
}
